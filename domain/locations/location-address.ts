/** A location's address as the owner wrote its parts (domain/contracts/locations.ts). */
export interface LocationAddress {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

/** The address on one line, for the customer's chooser, their orders and the order mails: '9 River Road, Springfield, IL 62702'. */
export function addressLine(address: LocationAddress): string {
  const place = [address.city, [address.state, address.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address.street, place].filter(Boolean).join(', ');
}
