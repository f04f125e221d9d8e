/** A process that fails in a way nothing handles, for the last-resort handler's test. */
import { installLastResort } from '../../server/shutdown.ts';

installLastResort();
setTimeout(() => Promise.reject(new Error('nobody handles this')), 10);
setTimeout(() => console.log('still running'), 2_000);
