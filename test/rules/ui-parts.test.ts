/**
 * AI SDK UI tool parts as sources (src/analysis/ui-parts.ts), in React components (.tsx): a part's
 * `output` is the tool's raw return value (`0`, `false` and `""` are valid outputs), its `input` the
 * model's arguments. Each shape is recognised only with a sign that the value is a tool part: a
 * `ToolUIPart` type, or a test of the part's tag or state; an `output` prop or field alone is none.
 */
import type { InvalidTestCase, ValidTestCase } from "@typescript-eslint/rule-tester";

import presenceRule, { type MessageIds as PresenceMessageIds, type Options as PresenceOptions } from "../../rules/no-truthy-presence-check.js";
import defaultRule, { type MessageIds as DefaultMessageIds, type Options as DefaultOptions } from "../../rules/no-lossy-default.js";
import truthyRule, { type MessageIds as TruthyMessageIds, type Options as TruthyOptions } from "../../rules/no-truthy-tool-value.js";
import { createRuleTester } from "../rule-tester.js";

const tsx = "component.tsx";

const presenceValid: Array<ValidTestCase<PresenceOptions> | string> = [
  // An `output` prop of the component's own type, not a tool part's.
  {
    filename: tsx,
    code: `export const ToolOutput = ({ output, errorText }: { output: string; errorText?: string }) => {
  if (!(output || errorText)) return null;
  return <pre>{output}</pre>;
};`,
  },
  // `errorText` is the SDK's own string, empty when there is no error: testing it is no presence mistake.
  {
    filename: tsx,
    code: `import type { ToolUIPart } from "ai";
type ToolErrorProps = { errorText: ToolUIPart["errorText"]; state: ToolUIPart["state"] };
export const ToolError = ({ errorText, state }: ToolErrorProps) => {
  if (!errorText) return null;
  return <div data-state={state}>{errorText}</div>;
};`,
  },
  // Only the output of a part is tool data: its error text, read after the test, is the SDK's own.
  {
    filename: tsx,
    code: `import type { ToolUIPart } from "ai";
export function ToolError({ part }: { part: ToolUIPart }) {
  if (part.errorText) return <Error text={part.errorText} />;
  return null;
}`,
  },
  // Presence already tested with `!== undefined`, after the state that says the output is there.
  {
    filename: tsx,
    code: `export function Parts({ message }) {
  return message.parts.map((part) => {
    if (part.state === "output-available" && part.output !== undefined) return <Result value={part.output} />;
    return null;
  });
}`,
  },
  // A text part: its text is no tool data.
  {
    filename: tsx,
    code: `export function Parts({ message }) {
  return message.parts.map((part) => {
    if (part.type === "text" && part.text) return <p>{part.text}</p>;
    return null;
  });
}`,
  },
  // The truthiness test guards \`in\`, which throws on 0, false and "" (vercel/ai-chatbot's message.tsx).
  {
    filename: tsx,
    code: `export function Parts({ message }) {
  return message.parts.map((part) => {
    const { type } = part;
    if (type === "tool-createDocument") {
      if (part.output && "error" in part.output) return <Failed error={part.output.error} />;
      return <Preview result={part.output} />;
    }
    return null;
  });
}`,
  },
  // An \`output\` read on a part whose tag is never tested: nothing says it is a tool part.
  {
    filename: tsx,
    code: `export function Step({ step }) {
  if (!step.output) return null;
  return <pre>{step.output}</pre>;
}`,
  },
  // A stream part of \`fullStream\` (\`"tool-result"\`) is no UI part.
  `for await (const chunk of result.fullStream) {
  if (chunk.type === "tool-result" && chunk.output) log(chunk.output);
}`,
  // A list of the program's own tool invocations, not an SDK message's (apify-mcp-server's evals).
  `const { toolInvocations } = adaptConversation(prompt, stream);
if (toolInvocations[0].result) report(toolInvocations[0].result);`,
];

const presenceInvalid: Array<InvalidTestCase<PresenceMessageIds, PresenceOptions>> = [
  // vercel/ai-chatbot components/ai-elements/tool.tsx: the output prop declared through a props type alias.
  {
    filename: tsx,
    code: `import type { ToolUIPart } from "ai";
import type { ComponentProps } from "react";

export type ToolOutputProps = ComponentProps<"div"> & {
  output: ToolUIPart["output"];
  errorText: ToolUIPart["errorText"];
};

export const ToolOutput = ({ className, output, errorText, ...props }: ToolOutputProps) => {
  if (!(output || errorText)) {
    return null;
  }
  return <div className={className} {...props}>{errorText ? errorText : JSON.stringify(output)}</div>;
};`,
    errors: [
      {
        messageId: "truthyPresence",
        line: 10,
        column: 9,
        endLine: 10,
        endColumn: 15,
        data: { field: "output", operator: "", replacement: "output !== undefined" },
        suggestions: [
          {
            messageId: "usePresenceCheck",
            data: { replacement: "output !== undefined" },
            output: `import type { ToolUIPart } from "ai";
import type { ComponentProps } from "react";

export type ToolOutputProps = ComponentProps<"div"> & {
  output: ToolUIPart["output"];
  errorText: ToolUIPart["errorText"];
};

export const ToolOutput = ({ className, output, errorText, ...props }: ToolOutputProps) => {
  if (!(output !== undefined || errorText)) {
    return null;
  }
  return <div className={className} {...props}>{errorText ? errorText : JSON.stringify(output)}</div>;
};`,
          },
        ],
      },
    ],
    output: null,
  },
  // Through an interface, and the output read on the props object.
  {
    filename: tsx,
    code: `import type { ToolUIPart } from "ai";
interface CountProps {
  output: ToolUIPart["output"];
  className?: string;
}
export function Count(props: CountProps) {
  if (!props.output) return null;
  return <span className={props.className || "count"}>{String(props.output)}</span>;
}`,
    errors: [
      {
        messageId: "truthyPresence",
        line: 7,
        column: 7,
        suggestions: [
          {
            messageId: "usePresenceCheck",
            output: `import type { ToolUIPart } from "ai";
interface CountProps {
  output: ToolUIPart["output"];
  className?: string;
}
export function Count(props: CountProps) {
  if (props.output === undefined) return null;
  return <span className={props.className || "count"}>{String(props.output)}</span>;
}`,
          },
        ],
      },
    ],
    output: null,
  },
  // A part narrowed by its tag in a \`message.parts\` map.
  {
    filename: tsx,
    code: `export function Parts({ message }) {
  return message.parts.map((part) => {
    if (part.type === "tool-countOpenIssues") {
      if (!part.output) return <Spinner />;
      return <Count value={part.output} />;
    }
    return null;
  });
}`,
    errors: [
      {
        messageId: "truthyPresence",
        line: 4,
        column: 11,
        suggestions: [
          {
            messageId: "usePresenceCheck",
            output: `export function Parts({ message }) {
  return message.parts.map((part) => {
    if (part.type === "tool-countOpenIssues") {
      if (part.output === undefined) return <Spinner />;
      return <Count value={part.output} />;
    }
    return null;
  });
}`,
          },
        ],
      },
    ],
    output: null,
  },
  // \`isToolUIPart(part)\`, and a ternary.
  {
    filename: tsx,
    code: `import { isToolUIPart } from "ai";
export function Parts({ message }) {
  return message.parts.filter((part) => isToolUIPart(part)).map((part) =>
    isToolUIPart(part) && part.output ? <Result value={part.output} /> : <Pending />,
  );
}`,
    errors: [
      {
        messageId: "truthyPresence",
        line: 4,
        column: 27,
        suggestions: [
          {
            messageId: "usePresenceCheck",
            output: `import { isToolUIPart } from "ai";
export function Parts({ message }) {
  return message.parts.filter((part) => isToolUIPart(part)).map((part) =>
    isToolUIPart(part) && part.output !== undefined ? <Result value={part.output} /> : <Pending />,
  );
}`,
          },
        ],
      },
    ],
    output: null,
  },
  // \`part.type.startsWith("tool-")\`, and the state alone.
  {
    filename: tsx,
    code: `export function Parts({ parts }) {
  return parts.map((part) => {
    if (part.type.startsWith("tool-") && part.output) return <Result value={part.output} />;
    if (part.state === "output-available" && part.output) return <Result value={part.output} />;
    return null;
  });
}`,
    errors: [
      {
        messageId: "truthyPresence",
        line: 3,
        column: 42,
        suggestions: [
          {
            messageId: "usePresenceCheck",
            output: `export function Parts({ parts }) {
  return parts.map((part) => {
    if (part.type.startsWith("tool-") && part.output !== undefined) return <Result value={part.output} />;
    if (part.state === "output-available" && part.output) return <Result value={part.output} />;
    return null;
  });
}`,
          },
        ],
      },
      {
        messageId: "truthyPresence",
        line: 4,
        column: 46,
        suggestions: [
          {
            messageId: "usePresenceCheck",
            output: `export function Parts({ parts }) {
  return parts.map((part) => {
    if (part.type.startsWith("tool-") && part.output) return <Result value={part.output} />;
    if (part.state === "output-available" && part.output !== undefined) return <Result value={part.output} />;
    return null;
  });
}`,
          },
        ],
      },
    ],
    output: null,
  },
  // A parameter declared \`DynamicToolUIPart\`, destructured.
  {
    filename: tsx,
    code: `import type { DynamicToolUIPart } from "ai";
export function DynamicResult({ output, toolName }: DynamicToolUIPart) {
  if (!output) return <span>{toolName}: no result</span>;
  return <pre>{JSON.stringify(output)}</pre>;
}`,
    errors: [
      {
        messageId: "truthyPresence",
        line: 3,
        column: 7,
        suggestions: [
          {
            messageId: "usePresenceCheck",
            output: `import type { DynamicToolUIPart } from "ai";
export function DynamicResult({ output, toolName }: DynamicToolUIPart) {
  if (output === undefined) return <span>{toolName}: no result</span>;
  return <pre>{JSON.stringify(output)}</pre>;
}`,
          },
        ],
      },
    ],
    output: null,
  },
  // v4: a \`tool-invocation\` part, as a \`switch\` case.
  {
    filename: tsx,
    code: `export function Parts({ message }) {
  return message.parts.map((part) => {
    switch (part.type) {
      case "tool-invocation": {
        const { toolInvocation } = part;
        if (toolInvocation.state === "result" && toolInvocation.result) return <Result value={toolInvocation.result} />;
        return <Pending name={toolInvocation.toolName} />;
      }
      default:
        return null;
    }
  });
}`,
    errors: [
      {
        messageId: "truthyPresence",
        line: 6,
        column: 50,
        suggestions: [
          {
            messageId: "usePresenceCheck",
            output: `export function Parts({ message }) {
  return message.parts.map((part) => {
    switch (part.type) {
      case "tool-invocation": {
        const { toolInvocation } = part;
        if (toolInvocation.state === "result" && toolInvocation.result !== undefined) return <Result value={toolInvocation.result} />;
        return <Pending name={toolInvocation.toolName} />;
      }
      default:
        return null;
    }
  });
}`,
          },
        ],
      },
    ],
    output: null,
  },
  // v4: \`message.toolInvocations\`.
  {
    filename: tsx,
    code: `export function Invocations({ message }) {
  return message.toolInvocations?.map((invocation) => (invocation.result ? <Result value={invocation.result} /> : null));
}`,
    errors: [
      {
        messageId: "truthyPresence",
        line: 2,
        column: 56,
        suggestions: [
          {
            messageId: "usePresenceCheck",
            output: `export function Invocations({ message }) {
  return message.toolInvocations?.map((invocation) => (invocation.result !== undefined ? <Result value={invocation.result} /> : null));
}`,
          },
        ],
      },
    ],
    output: null,
  },
];

const defaultValid: Array<ValidTestCase<DefaultOptions>> = [
  // `??` keeps 0, false and "" (and the default `nullish: false` leaves it alone).
  {
    filename: tsx,
    code: `export function Parts({ message }) {
  return message.parts.map((part) => (part.type === "dynamic-tool" ? <pre>{part.output ?? "No result"}</pre> : null));
}`,
  },
  // `errorText` defaulted: the SDK's own string.
  {
    filename: tsx,
    code: `export function Parts({ message }) {
  return message.parts.map((part) => (part.type === "dynamic-tool" ? <pre>{part.errorText || "Failed"}</pre> : null));
}`,
  },
];

const defaultInvalid: Array<InvalidTestCase<DefaultMessageIds, DefaultOptions>> = [
  {
    filename: tsx,
    code: `export function Parts({ message }) {
  return message.parts.map((part) => (part.type === "dynamic-tool" ? <pre>{part.output || "No result"}</pre> : null));
}`,
    errors: [
      {
        messageId: "lossyDefault",
        line: 2,
        column: 76,
        suggestions: [
          {
            messageId: "useNullish",
            output: `export function Parts({ message }) {
  return message.parts.map((part) => (part.type === "dynamic-tool" ? <pre>{part.output ?? "No result"}</pre> : null));
}`,
          },
          {
            messageId: "usePresence",
            output: `export function Parts({ message }) {
  return message.parts.map((part) => (part.type === "dynamic-tool" ? <pre>{part.output !== undefined ? part.output : "No result"}</pre> : null));
}`,
          },
        ],
      },
    ],
    output: null,
  },
  // A parameter declared `ToolUIPart`.
  {
    filename: tsx,
    code: `import type { ToolUIPart } from "ai";
export function Total({ part }: { part: ToolUIPart }) {
  return <span>{part.output || "none"}</span>;
}`,
    errors: [
      {
        messageId: "lossyDefault",
        line: 3,
        column: 17,
        suggestions: [
          {
            messageId: "useNullish",
            output: `import type { ToolUIPart } from "ai";
export function Total({ part }: { part: ToolUIPart }) {
  return <span>{part.output ?? "none"}</span>;
}`,
          },
          {
            messageId: "usePresence",
            output: `import type { ToolUIPart } from "ai";
export function Total({ part }: { part: ToolUIPart }) {
  return <span>{part.output !== undefined ? part.output : "none"}</span>;
}`,
          },
        ],
      },
    ],
    output: null,
  },
];

const truthyValid: Array<ValidTestCase<TruthyOptions> | string> = [
  // A static tool's call in `fullStream` was validated by the SDK; no UI part either.
  `for await (const chunk of result.fullStream) {
  if (chunk.type === "tool-call" && chunk.input.force) log(chunk.toolName);
}`,
  // The part's state and error are the SDK's own.
  {
    filename: tsx,
    code: `import type { ToolUIPart } from "ai";
export function Status({ part }: { part: ToolUIPart }) {
  return part.errorText ? <Error text={part.errorText} /> : part.state === "output-available" ? <Done /> : <Pending />;
}`,
  },
];

const truthyInvalid: Array<InvalidTestCase<TruthyMessageIds, TruthyOptions>> = [
  // The input is the model's arguments: unchecked on a dynamic tool, partial while streaming.
  {
    filename: tsx,
    code: `import type { ToolUIPart } from "ai";
export function Search({ part }: { part: ToolUIPart }) {
  return <Query text={part.input.query} archived={part.input.include_archived ? "yes" : "no"} />;
}`,
    errors: [
      {
        messageId: "truthyValue",
        line: 3,
        column: 51,
        suggestions: [
          {
            messageId: "compareWithTrue",
            output: `import type { ToolUIPart } from "ai";
export function Search({ part }: { part: ToolUIPart }) {
  return <Query text={part.input.query} archived={part.input.include_archived === true ? "yes" : "no"} />;
}`,
          },
        ],
      },
    ],
    output: null,
  },
];

const ruleTester = createRuleTester();
ruleTester.run("no-truthy-presence-check (AI SDK UI parts)", presenceRule, { valid: presenceValid, invalid: presenceInvalid });
ruleTester.run("no-lossy-default (AI SDK UI parts)", defaultRule, { valid: defaultValid, invalid: defaultInvalid });
ruleTester.run("no-truthy-tool-value (AI SDK UI parts)", truthyRule, { valid: truthyValid, invalid: truthyInvalid });
