/** Where the app under test listens (scripts/e2e-server.mjs starts both on these ports). */
export const e2eWebUrl = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 3100}`;
export const e2eApiUrl = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;
