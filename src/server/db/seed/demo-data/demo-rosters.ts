// Who has signed up for which demo event, so each store shows every state a player meets:
// plenty of seats, the last seats, a full event with a waitlist, one under way, one over.
import type { Location } from '../../../../domain/stores/stores.ts';

/** The players of one demo event, taken from the demo players in the order they signed up. */
export interface DemoRoster {
  location: Location;
  /** The demo event's name at that store. */
  event: string;
  /** Seats taken; a paid event's were paid at the counter. */
  registered: number;
  /** Players queued after them, in places 1..n. */
  waitlisted?: number;
  /** The first this many registered players have been checked in. */
  checkedIn?: number;
}

export const demoRosters: DemoRoster[] = [
  // North Little Rock
  { location: 'nlr', event: 'Pokemon League Night', registered: 6 },
  { location: 'nlr', event: 'Friday Night Magic - Standard', registered: 9 },
  { location: 'nlr', event: 'Disney Lorcana Weekly Play', registered: 11 },
  { location: 'nlr', event: 'Magic Cube Draft', registered: 8, waitlisted: 3 },
  {
    location: 'nlr',
    event: 'Friday Night Magic - Booster Draft',
    registered: 16,
    checkedIn: 14,
  },
  { location: 'nlr', event: 'Modern Monthly', registered: 12, checkedIn: 12 },
  // Benton
  { location: 'benton', event: 'Commander Casual Night', registered: 5 },
  { location: 'benton', event: 'Disney Lorcana Weekly Play', registered: 10 },
  { location: 'benton', event: 'Pokemon Learn to Play', registered: 8, waitlisted: 4 },
  { location: 'benton', event: 'Commander Brunch Pods', registered: 10, checkedIn: 9 },
  { location: 'benton', event: 'Commander Pod Tournament', registered: 14, checkedIn: 14 },
];
