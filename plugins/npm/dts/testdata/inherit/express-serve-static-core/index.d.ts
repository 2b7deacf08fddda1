import { EventEmitter } from "events";
import * as http from "http";
import { ParsedQs } from "qs";
import { Options as RangeParserOptions, Ranges as RangeParserRanges, Result as RangeParserResult } from "range-parser";

export {};

export interface IRouter extends RequestHandler {
    get: IRouterMatcher<this, "get">;
}

export interface Request<
    P = ParamsDictionary,
    ResBody = any,
    ReqBody = any,
    ReqQuery = ParsedQs,
    LocalsObj extends Record<string, any> = Record<string, any>,
> extends http.IncomingMessage, Express.Request {
    get(name: "set-cookie"): string[] | undefined;
    get(name: string): string | undefined;
    body: ReqBody;
    params: P;
}

export interface Application<
    LocalsObj extends Record<string, any> = Record<string, any>,
> extends EventEmitter, IRouter, Express.Application {
    get: ((name: string) => any) & IRouterMatcher<this>;
    listen(port: number, hostname: string, backlog: number, callback?: (error?: Error) => void): http.Server;
}

