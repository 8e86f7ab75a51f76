import { describe, expect, it } from 'vitest';
import { eventConcernsLocation, hasSeveralLocations, locationIdFrom, toggledLocationIds, workLocationNames } from './work-locations.ts';

const chain = [
  { id: 1, name: 'Doorstep' },
  { id: 2, name: 'Riverside' },
  { id: 3, name: 'Old Town' },
];

describe("the team's locations on the admin screens", () => {
  it('are named only when the shop has more than one', () => {
    expect(hasSeveralLocations([])).toBe(false);
    expect(hasSeveralLocations([chain[0]])).toBe(false);
    expect(hasSeveralLocations(chain)).toBe(true);
  });

  it("name a member's locations in the shop's order, none for every location, leaving out closed ones", () => {
    expect(workLocationNames([3, 1], chain)).toEqual(['Doorstep', 'Old Town']);
    expect(workLocationNames([], chain)).toEqual([]);
    expect(workLocationNames([2, 9], chain)).toEqual(['Riverside']);
  });

  it("tick and untick a box, keeping the shop's order", () => {
    expect(toggledLocationIds([], 3, true, chain)).toEqual([3]);
    expect(toggledLocationIds([3], 1, true, chain)).toEqual([1, 3]);
    expect(toggledLocationIds([1, 3], 3, false, chain)).toEqual([1]);
    expect(toggledLocationIds([1], 1, true, chain)).toEqual([1]);
  });

  it('read ?location= as an id, anything else as every location', () => {
    expect(locationIdFrom('2')).toBe(2);
    expect(locationIdFrom('')).toBeNull();
    expect(locationIdFrom(null)).toBeNull();
    expect(locationIdFrom('0')).toBeNull();
    expect(locationIdFrom('-1')).toBeNull();
    expect(locationIdFrom('1.5')).toBeNull();
    expect(locationIdFrom('riverside')).toBeNull();
    expect(locationIdFrom('99999999999999999999')).toBeNull();
  });

  it("let a desk narrowed to one location skip the stream's events of the others", () => {
    const at = (locationId: number) => JSON.stringify({ id: 'o1', kind: 'order', status: 'pending', locationId });
    expect(eventConcernsLocation(at(2), 2)).toBe(true);
    expect(eventConcernsLocation(at(1), 2)).toBe(false);
    expect(eventConcernsLocation(at(1), null)).toBe(true);
    expect(eventConcernsLocation('not json', 2)).toBe(true);
    expect(eventConcernsLocation(JSON.stringify({ id: 'o1' }), 2)).toBe(true);
    expect(eventConcernsLocation(undefined, 2)).toBe(true);
  });
});
