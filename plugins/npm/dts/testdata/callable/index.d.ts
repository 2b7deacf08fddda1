declare namespace yargsParser {
    interface Arguments {
        /** Non-option arguments */
        _: Array<string | number>;
        /** Arguments after the end-of-options flag `--` */
        "--"?: Array<string | number>;
        /** All remaining options */
        [argName: string]: any;
    }

    interface DetailedArguments {
        /** An object representing the parsed value of `args` */
        argv: Arguments;
        /** Populated with an error object if an exception occurred during parsing. */
        error: Error | null;
        /** The inferred list of aliases built by combining lists in opts.alias. */
        aliases: { [alias: string]: string[] };
        /** Any new aliases added via camel-case expansion. */
        newAliases: { [alias: string]: boolean };
        /** The configuration loaded from the yargs stanza in package.json. */
        configuration: Configuration;
    }


    interface Parser {
        (argv: string | string[], opts?: Options): Arguments;
        detailed(argv: string | string[], opts?: Options): DetailedArguments;
        camelCase(str: string): string;
        decamelize(str: string, joinString?: string): string;
        looksLikeNumber(value: string | number | null | undefined): boolean;
    }
}

declare var yargsParser: yargsParser.Parser;
export = yargsParser;
