import { setupServer } from 'msw/node';

/** One msw server for every unit and component test; tests add handlers with `server.use(...)`. */
export const server = setupServer();
