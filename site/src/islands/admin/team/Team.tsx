/** The shop's team: who may use the desk and the admin panel (being built). */
export function Team() {
  return <h1 className="text-2xl font-extrabold text-brand-900">Team</h1>;
}
