/// <reference path="events.d.ts" />
