import { ClientConfig, ConfigName, DEFAULT_CONFIG_NAME } from '@backroom/core/client-config';
import type { Db } from '../db/database.js';
import { notFound } from '../http/app-error.js';
import { findConfig } from './client-config.repository.js';

/** A store's client configuration by name; the stored JSON is checked against the schema. */
export async function getClientConfig(db: Db, storeId: string, name = DEFAULT_CONFIG_NAME): Promise<ClientConfig> {
  const row = ConfigName.safeParse(name).success ? await findConfig(db, storeId, name) : undefined;
  if (!row) throw notFound(`There is no configuration '${name.slice(0, 40)}'.`);
  // A stored configuration that no longer fits the schema is a server fault: it surfaces as a 500.
  return ClientConfig.parse(JSON.parse(row.body));
}
