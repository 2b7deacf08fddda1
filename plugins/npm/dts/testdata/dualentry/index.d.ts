declare namespace cli {
    interface Argv { parse(): void }
    type Options = { alias?: string }
}
declare const cli: cli.Argv;
export = cli;
