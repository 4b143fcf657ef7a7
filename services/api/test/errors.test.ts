import { isDbUnavailable } from '../src/lib/errors';

const named = (name: string, message: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(message), { name, ...extra });

describe('isDbUnavailable (503 instead of 500)', () => {
  it('takes any lost-connection wording of a bulk insert without write errors as the database away', () => {
    // Seen in the database drill: the socket ended while a grouped insert was being written.
    expect(isDbUnavailable(named('MongoBulkWriteError', 'This socket has been ended by the other party', { writeErrors: [] }))).toBe(true);
    expect(isDbUnavailable(named('MongoBulkWriteError', 'connect ECONNREFUSED 127.0.0.1:27017', { writeErrors: [] }))).toBe(true);
    expect(isDbUnavailable(named('MongoNetworkError', 'connection 4 to 127.0.0.1:27017 closed'))).toBe(true);
    expect(isDbUnavailable(named('MongooseError', 'Connection was closed'))).toBe(true);
  });

  it('leaves a document the database refused, and errors that are not the database, to the 500 path', () => {
    expect(isDbUnavailable(named('MongoBulkWriteError', 'E11000 duplicate key', { writeErrors: [{ code: 11000 }] }))).toBe(false);
    expect(isDbUnavailable(named('TypeError', 'x is undefined'))).toBe(false);
    expect(isDbUnavailable(null)).toBe(false);
  });
});
