// Demo players who fill the demo events' rosters and waitlists. Their addresses are on
// example.com, which no real person owns, and the seed gives them a random password it never
// shows, so nobody can sign in as them on a shop that started with the demo data.
import type { customers } from '../../schema/customers.ts';

export type DemoPlayer = Omit<typeof customers.$inferInsert, 'passwordHash'>;

export const demoPlayers: DemoPlayer[] = [
  {
    firstName: 'Maya',
    lastName: 'Thompson',
    email: 'maya.thompson@example.com',
    preferredLocation: 'nlr',
    wizardsEmail: 'maya.thompson@example.com',
    pokemonPlayerId: '4821937',
  },
  {
    firstName: 'Jalen',
    lastName: 'Brooks',
    email: 'jalen.brooks@example.com',
    preferredLocation: 'nlr',
    wizardsEmail: 'jbrooks.mtg@example.com',
  },
  {
    firstName: 'Priya',
    lastName: 'Raman',
    email: 'priya.raman@example.com',
    preferredLocation: 'benton',
    konamiCardGameId: '0412388761',
  },
  {
    firstName: 'Cody',
    lastName: 'Hargrove',
    email: 'cody.hargrove@example.com',
    preferredLocation: 'benton',
    wizardsEmail: 'cody.hargrove@example.com',
    konamiCardGameId: '0398812204',
  },
  {
    firstName: 'Ava',
    lastName: 'Nguyen',
    email: 'ava.nguyen@example.com',
    preferredLocation: 'nlr',
    pokemonPlayerId: '3309127',
  },
  {
    firstName: 'Marcus',
    lastName: 'Bell',
    email: 'marcus.bell@example.com',
    preferredLocation: 'nlr',
  },
  {
    firstName: 'Lily',
    lastName: 'Okafor',
    email: 'lily.okafor@example.com',
    preferredLocation: 'benton',
    wizardsEmail: 'lily.okafor@example.com',
    pokemonPlayerId: '5120448',
  },
  {
    firstName: 'Dustin',
    lastName: 'Pruitt',
    email: 'dustin.pruitt@example.com',
    preferredLocation: 'benton',
  },
  {
    firstName: 'Sofia',
    lastName: 'Delgado',
    email: 'sofia.delgado@example.com',
    preferredLocation: 'nlr',
    wizardsEmail: 'sofia.delgado@example.com',
  },
  {
    firstName: 'Tyler',
    lastName: 'McAllister',
    email: 'tyler.mcallister@example.com',
    preferredLocation: 'nlr',
    konamiCardGameId: '0507716630',
  },
  {
    firstName: 'Hannah',
    lastName: 'Cho',
    email: 'hannah.cho@example.com',
    preferredLocation: 'benton',
    pokemonPlayerId: '2877310',
  },
  {
    firstName: 'Darius',
    lastName: 'Washington',
    email: 'darius.washington@example.com',
    preferredLocation: 'nlr',
    wizardsEmail: 'dwash.plays@example.com',
  },
  {
    firstName: 'Emma',
    lastName: 'Kowalski',
    email: 'emma.kowalski@example.com',
    preferredLocation: 'benton',
  },
  {
    firstName: 'Noah',
    lastName: 'Fairbanks',
    email: 'noah.fairbanks@example.com',
    preferredLocation: 'nlr',
    wizardsEmail: 'noah.fairbanks@example.com',
    konamiCardGameId: '0461029957',
  },
  {
    firstName: 'Grace',
    lastName: 'Ellison',
    email: 'grace.ellison@example.com',
    preferredLocation: 'benton',
    pokemonPlayerId: '6034512',
  },
  {
    firstName: 'Isaiah',
    lastName: 'Reed',
    email: 'isaiah.reed@example.com',
    preferredLocation: 'nlr',
  },
  {
    firstName: 'Chloe',
    lastName: 'Baxter',
    email: 'chloe.baxter@example.com',
    preferredLocation: 'benton',
    wizardsEmail: 'chloe.baxter@example.com',
  },
  {
    firstName: 'Ethan',
    lastName: 'Vu',
    email: 'ethan.vu@example.com',
    preferredLocation: 'nlr',
    pokemonPlayerId: '7145023',
    konamiCardGameId: '0522380146',
  },
  {
    firstName: 'Olivia',
    lastName: 'Sandoval',
    email: 'olivia.sandoval@example.com',
    preferredLocation: 'benton',
  },
  {
    firstName: 'Caleb',
    lastName: 'Whitfield',
    email: 'caleb.whitfield@example.com',
    preferredLocation: 'nlr',
    wizardsEmail: 'caleb.whitfield@example.com',
  },
];
