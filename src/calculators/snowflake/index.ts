/**
 * Snowflake / UUID ID layout maths: framework-free, all 64-bit values as `bigint`.
 *
 * - `layout`: field model, validation, bit positions
 * - `layout-string`: compact query-string form
 * - `presets`: Twitter, Discord, Instagram, Sonyflake, Mastodon and the seed's scheme
 * - `codec`: decode / encode / range-query bounds
 * - `parse`: user-typed IDs
 * - `consequences`: overflow date, throughput, BIGINT and JS-number limits
 * - `locality`: InnoDB insert locality of a key shape
 * - `uuid`: UUID versions, timestamps and MySQL's time-part swap
 * - `time`: bigint Unix ms ↔ ISO 8601 UTC, beyond the range of `Date`
 * - `values-string`: compact query-string form of the encoder's field values
 */
export * from './result';
export * from './layout';
export * from './layout-string';
export * from './presets';
export * from './codec';
export * from './parse';
export * from './consequences';
export * from './locality';
export * from './uuid';
export * from './time';
export * from './values-string';
