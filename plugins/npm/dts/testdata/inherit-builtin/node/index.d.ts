/// <reference path="events.d.ts" />
/// <reference path="stream.d.ts" />
/// <reference path="buffer.d.ts" />
/// <reference path="buffer.buffer.d.ts" />
