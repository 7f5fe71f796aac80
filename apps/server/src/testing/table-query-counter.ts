import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryId, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/** Every table a query names, anywhere in it (joins, sub-queries, the other half of a union). */
function tablesOf(node: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(node)) {
    for (const child of node) tablesOf(child, found);
  } else if (node !== null && typeof node === 'object') {
    const table = node as { kind?: unknown; table?: { identifier?: { name?: unknown } } };
    const name = table.table?.identifier?.name;
    if (table.kind === 'TableNode' && typeof name === 'string') found.add(name);
    for (const child of Object.values(node)) tablesOf(child, found);
  }
  return found;
}

/**
 * Counts the queries that name any of some tables (or every query: 'every'), as the database
 * answers them: give it to a database with `db.withPlugin(counter)`. Tests use it to see how often
 * a flow reads the store's settings, and how many statements an order sends (a transaction's
 * BEGIN and COMMIT are not queries Kysely builds: they are not counted). Kysely also shows a
 * plugin the parts a query is built of (the other half of a union), so a query is counted when
 * its answer comes back, not when it is built.
 */
export class TableQueryCounter implements KyselyPlugin {
  /** Queries counted since the last reset. */
  queries = 0;
  private readonly tables: ReadonlySet<string> | 'every';
  private readonly counting = new WeakSet<QueryId>();

  constructor(tables: readonly string[] | 'every') {
    this.tables = tables === 'every' ? tables : new Set(tables);
  }

  reset(): void {
    this.queries = 0;
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const { tables } = this;
    if (tables === 'every' || [...tablesOf(node, new Set())].some((table) => tables.has(table))) this.counting.add(queryId);
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.counting.has(queryId)) this.queries += 1;
    return result;
  }
}
