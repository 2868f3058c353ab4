/** The Hono environment of Neutron's app: Node bindings and the per-request variables. */
import type { HttpBindings } from '@hono/node-server';
import type { Context, Hono } from 'hono';
import type { Logger } from '../ops/logger';

export interface AppVariables {
  requestId: string;
  /** The route name the request logger and metrics use. */
  routeName: string;
  log: Logger;
}

export type AppEnv = { Bindings: HttpBindings; Variables: AppVariables };
export type App = Hono<AppEnv>;
export type AppContext = Context<AppEnv>;
