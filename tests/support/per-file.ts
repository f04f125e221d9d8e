/** Runs before each test file (vitest's setup file). */
import { resetHelpers } from './file-state.ts';

resetHelpers();
