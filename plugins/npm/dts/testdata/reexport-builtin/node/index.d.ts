/// <reference path="fs.d.ts" />
