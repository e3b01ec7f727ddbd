// Owns the words commander says for the command: its help's headings, usage line, choices and defaults,
// and its own refusals (a missing argument, an unknown option…), all in the language in effect. Commander
// writes them in English; here they are said again from the catalogue, the names they quote kept as typed.
import { Help, type Argument, type Command, type Option } from 'commander';
import { type MessageId, t } from '../i18n/index.js';

/** The headings of commander's help. */
const HELP_TITLES: Record<string, MessageId> = {
  'Usage:': 'cli.help.usage',
  'Arguments:': 'cli.help.arguments',
  'Options:': 'cli.help.options',
  'Commands:': 'cli.help.commands',
  'Global Options:': 'cli.help.globalOptions',
};

/** The names of the values the command's arguments and options take, as their help shows them (`<game>`). */
const PLACEHOLDERS: Record<string, MessageId> = {
  game: 'cli.help.placeholder.game',
  file: 'cli.help.placeholder.file',
  n: 'cli.help.placeholder.n',
  k: 'cli.help.placeholder.k',
  s: 'cli.help.placeholder.s',
  code: 'cli.help.placeholder.code',
  mode: 'cli.help.placeholder.mode',
  json: 'cli.help.placeholder.json',
  day: 'cli.help.placeholder.day',
};

/** A value's name (`game`) in the language in effect; one the catalogue does not name, as it is. */
function placeholderWord(name: string): string {
  const id = Object.hasOwn(PLACEHOLDERS, name) ? PLACEHOLDERS[name] : undefined;
  return id === undefined ? name : t(id);
}

/**
 * A line of help with its values' names (`<game>`, `[game]`, `--deal <n>`) said in the language in effect; the
 * option names, which parsing reads, stay as typed.
 */
function placeholderWords(text: string): string {
  return text.replace(
    /([<[])([a-z]+)([>\]])/g,
    (_whole, open: string, name: string, close: string) => `${open}${placeholderWord(name)}${close}`,
  );
}

/** Commander's `[options]` and `[command]` in a usage line, and its values' names, said in the language in effect. */
function usageWords(usage: string): string {
  return placeholderWords(usage).replace('[options]', t('cli.help.optionsArgument')).replace('[command]', t('cli.help.commandArgument'));
}

/** Commander's help in the language in effect (for `configureHelp`). */
export const HELP = {
  styleTitle: (title: string): string => {
    const id = HELP_TITLES[title];
    return id === undefined ? title : t(id);
  },
  commandUsage(this: Help, command: Command): string {
    return usageWords(Help.prototype.commandUsage.call(this, command));
  },
  // A subcommand in the list of commands: `deal [options] <game>`, `help [command]`.
  subcommandTerm(this: Help, command: Command): string {
    return usageWords(Help.prototype.subcommandTerm.call(this, command));
  },
  // An option with its value's name: `--deal <n>`.
  optionTerm(this: Help, option: Option): string {
    return placeholderWords(Help.prototype.optionTerm.call(this, option));
  },
  // An argument in the list of arguments: `game`.
  argumentTerm(this: Help, argument: Argument): string {
    return placeholderWord(Help.prototype.argumentTerm.call(this, argument));
  },
  optionDescription: (option: Option): string => {
    const extra: string[] = [];
    if (option.argChoices !== undefined)
      extra.push(t('cli.help.choices', { choices: option.argChoices.map((c) => JSON.stringify(c)).join(', ') }));
    if (option.defaultValue !== undefined && (option.required || option.optional))
      extra.push(t('cli.help.default', { value: JSON.stringify(option.defaultValue) }));
    return extra.length === 0 ? option.description : `${option.description} (${extra.join(', ')})`;
  },
};

/** Commander's refusals, each with the message that says it again from what it quotes. */
const REFUSALS: [RegExp, (m: string[]) => string][] = [
  [/^error: missing required argument ('.*')$/, (m) => t('cli.commander.missingArgument', { name: m[1]! })],
  [/^error: option ('.*') argument missing$/, (m) => t('cli.commander.optionArgumentMissing', { option: m[1]! })],
  [/^error: required option ('.*') not specified$/, (m) => t('cli.commander.optionMissing', { option: m[1]! })],
  [/^error: unknown option ('.*')$/, (m) => t('cli.commander.unknownOption', { option: m[1]! })],
  [/^error: unknown command ('.*')$/, (m) => t('cli.commander.unknownCommand', { command: m[1]! })],
  [
    /^error: too many arguments for ('.*')\. Expected (\d+) arguments? but got (\d+)\.$/,
    (m) => t('cli.commander.tooMany', { command: m[1]!, expected: Number(m[2]), got: m[3]! }),
  ],
  [
    /^error: option ('.*') argument ('.*') is invalid\. Allowed choices are (.*)\.$/,
    (m) => t('cli.commander.badChoice', { option: m[1]!, value: m[2]!, choices: m[3]! }),
  ],
];

/**
 * A refusal of commander's in the language in effect: its first line said again from the catalogue, and its
 * suggestion ("(Did you mean --deal?)"); any other message (the command's own, already said) as it is.
 */
export function commanderWords(message: string): string {
  const [first = '', ...rest] = message.trim().split('\n');
  const refusal = REFUSALS.map(([pattern, say]) => {
    const m = pattern.exec(first);
    return m === null ? null : say([...m]);
  }).find((s) => s !== null);
  if (refusal === undefined || refusal === null) return message;
  const suggestion = /^\(Did you mean (one of )?(.*)\?\)$/.exec(rest.join(' ').trim());
  if (suggestion === null) return refusal;
  const alike = suggestion[2]!;
  return `${refusal}\n${suggestion[1] === undefined ? t('cli.commander.didYouMean', { name: alike }) : t('cli.commander.didYouMeanOneOf', { names: alike })}`;
}
