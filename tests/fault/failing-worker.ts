/** A worker whose start always fails before it listens (the supervisor's back-off test, tests/fault/supervisor.test.ts). */
console.error('start-up failed');
process.exit(1);
