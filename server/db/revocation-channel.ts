import postgres from 'postgres';

/** A session, or every session of a user, that no instance may serve from memory any more. */
export type Revocation = { sessionId: string } | { userId: string };
export type RevocationChannel = {
  publish: (revocation: Revocation) => Promise<void>;
  subscribe: (apply: (revocation: Revocation) => void) => Promise<void>;
  close: () => Promise<void>;
};

const CHANNEL = 'mlo_session_revoked';

const parse = (payload: string): Revocation | null => {
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    if (typeof value.sessionId === 'string') return { sessionId: value.sessionId };
    if (typeof value.userId === 'string') return { userId: value.userId };
  } catch {
    // not ours: ignored
  }
  return null;
};

/**
 * Session revocations between instances over PostgreSQL's LISTEN/NOTIFY, on a connection of their
 * own (a listening connection cannot serve queries). PostgreSQL delivers a notification to every
 * listener, this instance included, when the sending transaction commits.
 */
export function postgresRevocationChannel(url: string): RevocationChannel {
  const client = postgres(url, { max: 1, fetch_types: false, onnotice: () => {} });
  return {
    publish: async (revocation) => {
      await client.notify(CHANNEL, JSON.stringify(revocation));
    },
    subscribe: async (apply) => {
      await client.listen(CHANNEL, (payload) => {
        const revocation = parse(payload);
        if (revocation) apply(revocation);
      });
    },
    close: () => client.end({ timeout: 5 }),
  };
}
