/** The /profile screen (tabs Profile, Settings, History). */
export function ProfilePage() {
  return <h1>Profile</h1>;
}
