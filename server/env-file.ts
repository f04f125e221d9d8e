import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** Reads `.env` when there is one (see .env.example); variables already in the environment win. */
export function loadEnvFile(path = resolve('.env')): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
