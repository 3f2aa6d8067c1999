#!/usr/bin/env node
'use strict';
// The Node example on trackcheck-kit, with a tracker that prints to stdout in
// every handler (console.log and a bare process.stdout.write): the kit keeps
// the protocol's stream to itself, so the run must still pass every case.

const path = require('node:path');
const { PushTracking } = require(path.join(__dirname, '..', '..', '..', 'Examples', 'node', 'push-tracking'));

for (const name of Object.getOwnPropertyNames(PushTracking.prototype)) {
  const handler = PushTracking.prototype[name];
  if (name === 'constructor' || typeof handler !== 'function') continue;
  PushTracking.prototype[name] = function noisy(...args) {
    console.log('tracker log:', name);
    process.stdout.write('half a line ');
    return handler.apply(this, args);
  };
}

require(path.join(__dirname, '..', '..', '..', 'Examples', 'node', 'adapter'));
