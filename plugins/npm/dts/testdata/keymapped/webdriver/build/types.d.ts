import type { Options, Capabilities } from '@wdio/types';
export interface SessionFlags {
    isW3C: boolean;
    isChromium: boolean;
    isIOS: boolean;
}
interface BidiEventHandler {
    on<K extends keyof EventMap>(event: K, listener: (this: Client, param: EventMap[K]) => unknown): this;
    once<K extends keyof EventMap>(event: K, listener: (this: Client, param: EventMap[K]) => unknown): this;
}
export interface BaseClient extends SessionFlags {
    sessionId: string;
    capabilities: WebdriverIO.Capabilities;
    requestedCapabilities: Capabilities.WithRequestedCapabilities['capabilities'];
    options: Options.WebDriver;
    on(event: string, listener: (...args: any[]) => void): this;
}
export interface Client extends Omit<BaseClient, keyof BidiEventHandler>, BidiEventHandler {
}
export {};
