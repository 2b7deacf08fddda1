import { LRUCache } from 'lru-cache';
import { posix, win32 } from 'node:path';
import { Minipass } from 'minipass';
import type { Dirent, Stats } from 'node:fs';
export interface FSOption {
    lstatSync?: (path: string) => Stats;
}
