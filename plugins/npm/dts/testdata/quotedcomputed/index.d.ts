declare namespace WebIDLConversions {
    interface Globals {
        [key: string]: unknown;

        Number: (value?: unknown) => number;
        String: (value?: unknown) => string;
        TypeError: new(message?: string) => TypeError;
    }

    interface Options {
        context?: string | undefined;
        globals?: Globals | undefined;
    }

    interface IntegerOptions extends Options {
        enforceRange?: boolean | undefined;
        clamp?: boolean | undefined;
    }

    interface StringOptions extends Options {
        treatNullAsEmptyString?: boolean | undefined;
    }

    interface BufferSourceOptions extends Options {
        allowShared?: boolean | undefined;
    }

    type IntegerConversion = (V: unknown, opts?: IntegerOptions) => number;
    type StringConversion = (V: unknown, opts?: StringOptions) => string;
    type NumberConversion = (V: unknown, opts?: Options) => number;
}

declare const WebIDLConversions: {
    any<V>(V: V, opts?: WebIDLConversions.Options): V;
    ["unsigned short"](V: unknown, opts?: WebIDLConversions.IntegerOptions): number;

    long(V: unknown, opts?: WebIDLConversions.IntegerOptions): number;
    ["unsigned long"](V: unknown, opts?: WebIDLConversions.IntegerOptions): number;

    ["long long"](V: unknown, opts?: WebIDLConversions.IntegerOptions): number;
    ["unsigned long long"](V: unknown, opts?: WebIDLConversions.IntegerOptions): number;

    double(V: unknown, opts?: WebIDLConversions.Options): number;
    ["unrestricted double"](V: unknown, opts?: WebIDLConversions.Options): number;

    float(V: unknown, opts?: WebIDLConversions.Options): number;
    ["unrestricted float"](V: unknown, opts?: WebIDLConversions.Options): number;
};

export = WebIDLConversions;
