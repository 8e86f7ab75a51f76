/** The order desk (being built). */
export function OrderDesk() {
  return <h1 className="text-2xl font-extrabold text-brand-900">Order Desk</h1>;
}
