// npm run bench: speed and size goals live here, never as timed assertions in tests.
console.log('nothing to measure yet: the benchmark arrives with the first list endpoints.');
