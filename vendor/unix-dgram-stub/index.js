'use strict';
// janode's optional unix-socket transport is never used here (Janus is reached over WebSocket, ADR 101).
exports.createSocket = () => {
  throw new Error('unix sockets are not used');
};
