// The rule moved to contracts/zoned-time.ts (docs/decisions/293); the seed in db/ still imports it from here.
export * from '../../contracts/zoned-time.ts';
