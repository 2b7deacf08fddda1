export type AddonHookFunction = (this: PluginContext) => string | Promise<string>;
export type AddonHook = string | AddonHookFunction;

export type OutputPluginHooks =
	| 'augmentChunkHash'
	| 'generateBundle'
	| 'renderChunk';

export type AddonHooks = 'banner' | 'footer';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type ObjectHook<T, O = {}> = T | ({ handler: T; order?: 'pre' | 'post' | null } & O);

export type PluginHooks = {
	[K in keyof FunctionPluginHooks]: ObjectHook<FunctionPluginHooks[K]>;
};

export interface OutputPlugin
	extends
		Partial<{ [K in OutputPluginHooks]: PluginHooks[K] }>,
		Partial<Record<AddonHooks, ObjectHook<AddonHook>>> {
	cacheKey?: string | undefined;
	name: string;
	version?: string | undefined;
}
