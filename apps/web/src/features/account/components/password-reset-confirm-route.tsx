/** /api/frontend/password/reset/confirm/:uid/:token/ — the reset form as a modal over the shell. */
export function PasswordResetConfirmRoute() {
  return null;
}
