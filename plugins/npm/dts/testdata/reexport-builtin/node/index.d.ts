/// <reference path="fs.d.ts" />
/// <reference path="fs/promises.d.ts" />
