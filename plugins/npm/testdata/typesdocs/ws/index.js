'use strict';

const WebSocket = require('./lib/websocket');
const WebSocketServer = require('./lib/websocket-server');

WebSocket.Server = WebSocketServer;

module.exports = WebSocket;
