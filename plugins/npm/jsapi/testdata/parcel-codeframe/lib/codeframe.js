var $goPnT$chalk = require("chalk");


function $parcel$interopDefault(a) {
  return a && a.__esModule ? a.default : a;
}

function $parcel$defineInteropFlag(a) {
  Object.defineProperty(a, '__esModule', {value: true, configurable: true});
}

function $parcel$export(e, n, v, s) {
  Object.defineProperty(e, n, {get: v, set: s, enumerable: true, configurable: true});
}

      var $parcel$global = globalThis;
    
var $parcel$modules = {};
var $parcel$inits = {};

var parcelRequire = $parcel$global["parcelRequire0b48"];

if (parcelRequire == null) {
  parcelRequire = function(id) {
    if (id in $parcel$modules) {
      return $parcel$modules[id].exports;
    }
    if (id in $parcel$inits) {
      var init = $parcel$inits[id];
      delete $parcel$inits[id];
      var module = {id: id, exports: {}};
      $parcel$modules[id] = module;
      init.call(module.exports, module, module.exports);
      return module.exports;
    }
    var err = new Error("Cannot find module '" + id + "'");
    err.code = 'MODULE_NOT_FOUND';
    throw err;
  };

  parcelRequire.register = function register(id, init) {
    $parcel$inits[id] = init;
  };

  $parcel$global["parcelRequire0b48"] = parcelRequire;
}

var parcelRegister = parcelRequire.register;
// … (trimmed: the other bundled modules) …
parcelRegister("7T1EA", function(module, exports) {

var $4Jymx = parcelRequire("4Jymx");
/*
	This function routes a model to all other models.

	all functions that are routed have a property `.conversion` attached
	to the returned synthetic function. This property is an array
	of strings, each with the steps in between the 'from' and 'to'
	color models (inclusive).

	conversions that are not possible simply are not included.
*/ function $5bdef3d1b2753a5f$var$buildGraph() {
    const graph = {};
    // https://jsperf.com/object-keys-vs-for-in-with-closure/3
    const models = Object.keys($4Jymx);
    for(let len = models.length, i = 0; i < len; i++)graph[models[i]] = {
        // http://jsperf.com/1-vs-infinity
        // micro-opt, but this is simple.
        distance: -1,
        parent: null
    };
    return graph;
}
// https://en.wikipedia.org/wiki/Breadth-first_search
function $5bdef3d1b2753a5f$var$deriveBFS(fromModel) {
    const graph = $5bdef3d1b2753a5f$var$buildGraph();
    const queue = [
        fromModel
    ]; // Unshift -> queue -> pop
    graph[fromModel].distance = 0;
    while(queue.length){
        const current = queue.pop();
        const adjacents = Object.keys($4Jymx[current]);
        for(let len = adjacents.length, i = 0; i < len; i++){
            const adjacent = adjacents[i];
            const node = graph[adjacent];
            if (node.distance === -1) {
                node.distance = graph[current].distance + 1;
                node.parent = current;
                queue.unshift(adjacent);
            }
        }
    }
    return graph;
}
function $5bdef3d1b2753a5f$var$link(from, to) {
    return function(args) {
        return to(from(args));
    };
}
function $5bdef3d1b2753a5f$var$wrapConversion(toModel, graph) {
    const path = [
        graph[toModel].parent,
        toModel
    ];
    let fn = $4Jymx[graph[toModel].parent][toModel];
    let cur = graph[toModel].parent;
    while(graph[cur].parent){
        path.unshift(graph[cur].parent);
        fn = $5bdef3d1b2753a5f$var$link($4Jymx[graph[cur].parent][cur], fn);
        cur = graph[cur].parent;
    }
    fn.conversion = path;
    return fn;
}
module.exports = function(fromModel) {
    const graph = $5bdef3d1b2753a5f$var$deriveBFS(fromModel);
    const conversion = {};
    const models = Object.keys(graph);
    for(let len = models.length, i = 0; i < len; i++){
        const toModel = models[i];
        const node = graph[toModel];
        if (node.parent === null) continue;
        conversion[toModel] = $5bdef3d1b2753a5f$var$wrapConversion(toModel, graph);
    }
    return conversion;
};

});




$parcel$defineInteropFlag(module.exports);

$parcel$export(module.exports, "default", () => $b7a7a892cca3868e$export$2e2bcd8739ae039);

// … (trimmed: the bundled modules' uses) …
const $b7a7a892cca3868e$var$NEWLINE = /\r\n|[\n\r\u2028\u2029]/;
const $b7a7a892cca3868e$var$TAB_REPLACE_REGEX = /\t/g;
const $b7a7a892cca3868e$var$TAB_REPLACEMENT = '  ';
const $b7a7a892cca3868e$var$DEFAULT_TERMINAL_WIDTH = 80;
const $b7a7a892cca3868e$var$highlightSyntax = (txt, lang)=>{
    if (lang) try {
        return (0, (/*@__PURE__*/$parcel$interopDefault($f8d16d37c0fd78d7$exports))).highlight(lang, txt).value;
    } catch (e) {
    // fallback for unknown languages...
    }
    return (0, (/*@__PURE__*/$parcel$interopDefault($f8d16d37c0fd78d7$exports))).highlightAuto(txt).value;
};
function $b7a7a892cca3868e$export$2e2bcd8739ae039(code, highlights, inputOpts = {}) {
    if (highlights.length < 1) return '';
    let opts = {
        useColor: !!inputOpts.useColor,
        syntaxHighlighting: !!inputOpts.syntaxHighlighting,
        language: inputOpts.language,
        maxLines: inputOpts.maxLines ?? 12,
        terminalWidth: inputOpts.terminalWidth || $b7a7a892cca3868e$var$DEFAULT_TERMINAL_WIDTH,
        padding: inputOpts.padding || {
            before: 1,
            after: 2
        }
    };
    // Highlights messages and prefixes when colors are enabled
    const highlighter = (s, bold)=>{
        if (opts.useColor) {
            let redString = (0, ($parcel$interopDefault($goPnT$chalk))).red(s);
            return bold ? (0, ($parcel$interopDefault($goPnT$chalk))).bold(redString) : redString;
        }
        return s;
    };
    // Prefix lines with the line number
    const lineNumberPrefixer = (params)=>{
        let { lineNumber: lineNumber, lineNumberLength: lineNumberLength, isHighlighted: isHighlighted } = params;
        return `${isHighlighted ? highlighter('>') : ' '} ${lineNumber ? lineNumber.padStart(lineNumberLength, ' ') : ' '.repeat(lineNumberLength)} | `;
    };
    // Make columns/lines start at 1
    let originalHighlights = highlights;
    highlights = highlights.map((h)=>{
        return {
            start: {
                column: h.start.column - 1,
                line: h.start.line - 1
            },
            end: {
                column: h.end.column - 1,
                line: h.end.line - 1
            },
            message: h.message
        };
    });
    // Find first and last highlight
    let firstHighlight = highlights.length > 1 ? highlights.sort((a, b)=>a.start.line - b.start.line)[0] : highlights[0];
    let lastHighlight = highlights.length > 1 ? highlights.sort((a, b)=>b.end.line - a.end.line)[0] : highlights[0];
    // Calculate first and last line index of codeframe
    let startLine = firstHighlight.start.line - opts.padding.before;
    startLine = startLine < 0 ? 0 : startLine;
    let endLineIndex = lastHighlight.end.line + opts.padding.after;
    let tail;
    if (endLineIndex - startLine > opts.maxLines) {
        let maxLine = startLine + opts.maxLines - 1;
        highlights = highlights.filter((h)=>h.start.line < maxLine);
        lastHighlight = highlights[0];
        endLineIndex = Math.min(maxLine, lastHighlight.end.line + opts.padding.after);
        tail = originalHighlights.filter((h)=>h.start.line > endLineIndex);
    }
    let lineNumberLength = (endLineIndex + 1).toString(10).length;
    // Split input into lines and highlight syntax
    let lines = code.split($b7a7a892cca3868e$var$NEWLINE);
    let visibleLines = lines.slice(startLine, endLineIndex + 1).map((l)=>l.replace($b7a7a892cca3868e$var$TAB_REPLACE_REGEX, $b7a7a892cca3868e$var$TAB_REPLACEMENT));
    if (opts.syntaxHighlighting) visibleLines = $b7a7a892cca3868e$var$highlightSyntax(visibleLines.join('\n'), opts.language).split($b7a7a892cca3868e$var$NEWLINE);
    let syntaxHighlightedLines = lines.slice(0, startLine).concat(visibleLines).concat(lines.slice(endLineIndex + 2));
    // Loop over all lines and create codeframe
    let resultLines = [];
    for(let currentLineIndex = startLine; currentLineIndex < syntaxHighlightedLines.length; currentLineIndex++){
        if (currentLineIndex > endLineIndex) break;
        if (currentLineIndex > syntaxHighlightedLines.length - 1) break;
        // Find highlights that need to get rendered on the current line
        let lineHighlights = highlights.filter((highlight)=>highlight.start.line <= currentLineIndex && highlight.end.line >= currentLineIndex).sort((a, b)=>(a.start.line < currentLineIndex ? 0 : a.start.column) - (b.start.line < currentLineIndex ? 0 : b.start.column));
        // Check if this line has a full line highlight
        let isWholeLine = lineHighlights.length && !!lineHighlights.find((h)=>h.start.line < currentLineIndex && h.end.line > currentLineIndex);
        let lineLengthLimit = opts.terminalWidth > lineNumberLength + 7 ? opts.terminalWidth - (lineNumberLength + 5) : 10;
        // Split the line into line parts that will fit the provided terminal width
        let colOffset = 0;
        let lineEndCol = lineLengthLimit;
        let syntaxHighlightedLine = syntaxHighlightedLines[currentLineIndex];
        if ((0, (/*@__PURE__*/$parcel$interopDefault($34aa448572a86922$exports)))(syntaxHighlightedLine) > lineLengthLimit) {
            if (lineHighlights.length > 0) {
                if (lineHighlights[0].start.line === currentLineIndex) colOffset = lineHighlights[0].start.column - 5;
                else if (lineHighlights[0].end.line === currentLineIndex) colOffset = lineHighlights[0].end.column - 5;
            }
            colOffset = colOffset > 0 ? colOffset : 0;
            lineEndCol = colOffset + lineLengthLimit;
            syntaxHighlightedLine = (0, (/*@__PURE__*/$parcel$interopDefault($37720ffe9caf7cd1$exports)))(syntaxHighlightedLine, colOffset, lineEndCol);
        }
        // Write the syntax highlighted line part
        resultLines.push(lineNumberPrefixer({
            lineNumber: (currentLineIndex + 1).toString(10),
            lineNumberLength: lineNumberLength,
            isHighlighted: lineHighlights.length > 0
        }) + syntaxHighlightedLine);
        let lineWidth = (0, (/*@__PURE__*/$parcel$interopDefault($34aa448572a86922$exports)))(syntaxHighlightedLine);
        let highlightLine = '';
        if (isWholeLine) highlightLine = highlighter('^'.repeat(lineWidth));
        else if (lineHighlights.length > 0) {
            let lastCol = 0;
            let highlight = null;
            let highlightHasEnded = false;
            for(let highlightIndex = 0; highlightIndex < lineHighlights.length; highlightIndex++){
                // Set highlight to current highlight
                highlight = lineHighlights[highlightIndex];
                highlightHasEnded = false;
                // Calculate the startColumn and get the real width by doing a substring of the original
                // line and replacing tabs with our tab replacement to support tab handling
                let startCol = 0;
                if (highlight.start.line === currentLineIndex && highlight.start.column > colOffset) startCol = lines[currentLineIndex].substring(colOffset, highlight.start.column).replace($b7a7a892cca3868e$var$TAB_REPLACE_REGEX, $b7a7a892cca3868e$var$TAB_REPLACEMENT).length;
                // Calculate the endColumn and get the real width by doing a substring of the original
                // line and replacing tabs with our tab replacement to support tab handling
                let endCol = lineWidth - 1;
                if (highlight.end.line === currentLineIndex) {
                    endCol = lines[currentLineIndex].substring(colOffset, highlight.end.column).replace($b7a7a892cca3868e$var$TAB_REPLACE_REGEX, $b7a7a892cca3868e$var$TAB_REPLACEMENT).length;
                    // If the endCol is too big for this line part, trim it so we can handle it in the next one
                    if (endCol > lineWidth) endCol = lineWidth - 1;
                    highlightHasEnded = true;
                }
                // If endcol is smaller than lastCol it overlaps with another highlight and is no longer visible, we can skip those
                if (endCol >= lastCol) {
                    let characters = endCol - startCol + 1;
                    if (startCol > lastCol) // startCol is before lastCol, so add spaces as padding before the highlight indicators
                    highlightLine += ' '.repeat(startCol - lastCol);
                    else if (lastCol > startCol) // If last column is larger than the start, there's overlap in highlights
                    // This line adjusts the characters count to ensure we don't add too many characters
                    characters += startCol - lastCol;
                    // Don't crash (and swallow the original message) if the diagnostic is malformed (end is before start).
                    characters = Math.max(1, characters);
                    // Append the highlight indicators
                    highlightLine += highlighter('^'.repeat(characters));
                    // Set the lastCol equal to character count between start of line part and highlight end-column
                    lastCol = endCol + 1;
                }
                // There's no point in processing more highlights if we reached the end of the line
                if (endCol >= lineEndCol - 1) break;
            }
            // Append the highlight message if the current highlights ends on this line part
            if (highlight && highlight.message && highlightHasEnded) highlightLine += ' ' + highlighter(highlight.message, true);
        }
        if (highlightLine) resultLines.push(lineNumberPrefixer({
            lineNumberLength: lineNumberLength,
            isHighlighted: true
        }) + highlightLine);
    }
    let result = resultLines.join('\n');
    if (tail && tail.length > 0) result += '\n\n' + $b7a7a892cca3868e$export$2e2bcd8739ae039(code, tail, inputOpts);
    return result;
}


//# sourceMappingURL=codeframe.js.map
