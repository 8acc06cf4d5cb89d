/**
 * The client connections a server object handed out and that are still open,
 * so that a stop (the server died, Ctrl-C, the end of a run) can close them
 * all at once. Shared by the throwaway LabServer and the reader's RemoteServer.
 */
import type { Connection } from 'mariadb';

export class OpenConnections {
  private readonly open = new Set<Connection>();

  /** Tracks `conn` until it ends or fails; returns it. */
  track(conn: Connection): Connection {
    this.open.add(conn);
    conn.on('end', () => this.open.delete(conn));
    // Without an 'error' listener the connector throws a lost socket from an idle connection as
    // an uncaught exception; the cause (a dead server, a lost network) is reported elsewhere.
    conn.on('error', () => this.open.delete(conn));
    return conn;
  }

  /** Server-side ids of the open connections (for `KILL CONNECTION`). */
  threadIds(): number[] {
    return [...this.open].map((c) => c.threadId).filter((id) => id !== null);
  }

  /** Closes every open connection without waiting. */
  destroyAll(): void {
    for (const conn of this.open) {
      try {
        conn.destroy();
      } catch {
        // already closed
      }
    }
    this.open.clear();
  }
}
