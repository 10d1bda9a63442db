// record.mjs: records the Gemini CLI sessions of tests/e2e/fixtures/gemini
// with Gemini CLI's own chat recorder (ChatRecordingService of the published
// @google/gemini-cli-core), in the two file formats it has written: one JSON
// document per session (0.36.0, the last version to write them) and JSON
// Lines (0.61.0). The versions are pinned in package.json; README.md says
// what changed between them.
//
//   make gemini-fixtures        (npm install into build/gemini-recorder, then
//                               this script)
//   node record.mjs OUT MODULES (OUT: the fixture folder, written anew;
//                               MODULES: the node_modules that npm installed
//                               from package.json, kept out of the tree)
//
// The recorder is driven through its public methods, as Gemini CLI's chat
// loop drives it (a prompt, thoughts, token counts, the answer, completed
// tool calls, the tool responses, info and error notices, a summary), with
// a fake clock and counted ids so that every run writes the same bytes.
// Nothing here writes a session line by hand: the files are the
// recorder's. The project folders are named as Gemini CLI's ProjectRegistry
// names them (a short name and its .project_root marker, projects.json),
// except the one that shows a folder name alone.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(process.argv[2] ?? path.join(here, '../e2e/fixtures/gemini'));
const modules = path.resolve(process.argv[3] ?? path.join(here, 'node_modules'));

// Counted ids: every randomUUID the recorder (or the registry) asks for.
let uuids = 0;
crypto.randomUUID = () => `9e000000-0000-4000-8000-${String(++uuids).padStart(12, '0')}`;
syncBuiltinESMExports();

// A fake clock: set() moves it, and every reading advances it by one second.
const RealDate = Date;
let now = RealDate.parse('2025-06-01T09:00:00.000Z');
class FakeDate extends RealDate {
	constructor(...args) {
		if (args.length === 0) {
			super(now);
			now += 1000;
		} else {
			super(...args);
		}
	}
	static now() {
		now += 1000;
		return now - 1000;
	}
}
globalThis.Date = FakeDate;
const set = (iso) => {
	now = RealDate.parse(iso);
};

const core = (name, file) => import(path.join(modules, name, 'dist/src', file));
const jsonCore = 'gemini-cli-core-json'; // 0.36.0: session-*.json documents
const jsonlCore = 'gemini-cli-core-jsonl'; // 0.61.0: session-*.jsonl lines

const gemini = path.join(out, 'home/.gemini');
const tmp = path.join(gemini, 'tmp');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(tmp, { recursive: true });

// The context a ChatRecordingService reads: the session id (promptId), the
// project root, the project's temporary folder and the tool registry.
const tools = {
	getTool: (name) =>
		({
			read_file: { displayName: 'ReadFile', description: 'Reads a file.', isOutputMarkdown: true },
			run_shell_command: { displayName: 'Shell', description: 'Runs a shell command.' },
		})[name],
};
function context(sessionId, root, projectDir) {
	return {
		promptId: sessionId,
		toolRegistry: tools,
		config: {
			getProjectRoot: () => root,
			getSessionId: () => sessionId,
			getToolRegistry: () => tools,
			storage: { getProjectTempDir: () => projectDir },
		},
	};
}

async function recorder(version, sessionId, root, projectDir, resumed) {
	const { ChatRecordingService } = await core(version, 'services/chatRecordingService.js');
	const r = new ChatRecordingService(context(sessionId, root, projectDir));
	await r.initialize(resumed, 'main');
	return r;
}

// The project's short name, as Gemini CLI registers it: projects.json, and
// with markers a .project_root in tmp/<name>/ (markers = false: the entry
// alone, as when the marker was lost).
async function register(version, root, markers) {
	const { ProjectRegistry } = await core(version, 'config/projectRegistry.js');
	const reg = new ProjectRegistry(path.join(gemini, 'projects.json'), markers ? [tmp] : []);
	await reg.initialize();
	return path.join(tmp, await reg.getShortId(root));
}

const usage = (n) => ({ promptTokenCount: n, candidatesTokenCount: 40, totalTokenCount: n + 40 });
const text = (s) => [{ text: s }];
const response = (id, name, output) => [{ functionResponse: { id, name, response: { output } } }];
const call = (id, name, args, output, extra = {}) => ({
	id,
	name,
	args,
	result: output === null ? null : response(id, name, output),
	status: output === null ? 'executing' : 'success',
	timestamp: new Date().toISOString(),
	...extra,
});

// One turn as the chat loop records it: the prompt, the model's thoughts
// and token count, its answer, then its completed tool calls (which
// rewrite the answer), and each tool response sent back as a message.
function turn(r, t) {
	set(t.at);
	r.recordMessage({ type: 'user', content: text(t.prompt), displayContent: t.display, model: 'gemini-2.5-pro' });
	for (const th of t.thoughts ?? []) r.recordThought(th);
	r.recordMessageTokens(usage(900));
	const id = r.recordMessage({ type: 'gemini', content: t.answer, model: 'gemini-2.5-pro' });
	if (t.calls) {
		r.recordToolCalls('gemini-2.5-pro', t.calls());
		if (t.respond)
			for (const c of t.calls()) r.recordSyntheticMessage('user', response(c.id, c.name, c.result?.[0]?.functionResponse.response.output));
	}
	return id;
}

async function harbor() {
	const dir = await register(jsonlCore, '/home/dev/harbor', true);
	set('2025-06-02T09:00:00.000Z');
	const r = await recorder(jsonlCore, '1a2b3c4d-1111-4aaa-8bbb-000000000001', '/home/dev/harbor', dir);
	turn(r, {
		at: '2025-06-02T09:00:00.000Z',
		prompt: 'Why does the lighthouse parser drop empty frames?',
		thoughts: [
			{ subject: 'Reading the parser', description: 'The lighthouse frame loop skips zero-length payloads.' },
			{ subject: '', description: 'Check the albatross fixture next.' },
		],
		answer: 'The lighthouse parser returns early on an empty frame; I will read it.',
		respond: true,
		calls: () => [
			call('call-read-1', 'read_file', { file_path: '/home/dev/harbor/src/parse.c', limit: 200 },
				'static int parse_frame(void) { /* pelican */ }', { description: 'src/parse.c' }),
		],
	});
	turn(r, {
		at: '2025-06-02T09:05:00.000Z',
		prompt: 'Run the tests, and say it in French: café crème, naïve façade, 東京 🚀',
		answer: 'Les tests passent : café crème, naïve façade, 東京 🚀',
		respond: true,
		calls: () => [
			call('call-shell-1', 'run_shell_command', { command: 'make check', dir_path: '.', is_background: false },
				'osprey: 12 passed, 0 failed', { description: 'make check' }),
		],
	});
	set('2025-06-02T09:07:00.000Z');
	r.recordMessage({ type: 'info', content: 'Switched to fallback model gemini-2.5-flash (heron).' });
	r.recordMessage({ type: 'error', content: 'API error: heron quota exceeded.' });
	r.recordMessage({ type: 'warning', content: 'heron: context window almost full.' });
	// An answer rewritten in place (the recorder's message id), so that its
	// id repeats: the latest copy is the answer.
	set('2025-06-02T09:10:00.000Z');
	r.recordMessage({ type: 'user', content: text('Which cache should the frames use?'), model: 'gemini-2.5-pro' });
	const id = r.recordMessage({ type: 'gemini', content: 'Draft: use the quokka cache.', model: 'gemini-2.5-pro' });
	r.recordMessage({ type: 'gemini', id, content: 'Still drafting: maybe the quokka cache.', model: 'gemini-2.5-pro' });
	r.recordMessage({ type: 'gemini', id, content: 'Final: use the wombat cache for frames.', model: 'gemini-2.5-pro' });
	r.saveSummary('Fix the lighthouse parser on empty frames');
}

async function harborPrompts() {
	const dir = path.join(tmp, 'harbor');
	set('2025-06-03T14:00:00.000Z');
	const r = await recorder(jsonlCore, '2b3c4d5e-2222-4aaa-8bbb-000000000002', '/home/dev/harbor', dir);
	// A prompt with a file read in (@-reference): content holds the file, the
	// display content what was typed.
	set('2025-06-03T14:00:00.000Z');
	r.recordMessage({
		type: 'user',
		content: [
			{ text: 'Summarise @notes/plan.md for the lighthouse review' },
			{ text: '\n--- Content from referenced files ---' },
			{ text: '\nContent from @notes/plan.md:\n' },
			{ text: 'Secret plan: the marmot migration.' },
			{ text: '\n--- End of content ---' },
		],
		displayContent: text('Summarise @notes/plan.md for the lighthouse review'),
		model: 'gemini-2.5-pro',
	});
	r.recordThought({ subject: 'Planning', description: 'The plan names a migration.' });
	r.recordMessageTokens(usage(1200));
	const kept = r.recordMessage({ type: 'gemini', content: 'The plan is one migration, for the lighthouse review.', model: 'gemini-2.5-pro' });
	// A prompt cancelled, then rewound away, and the history checkpointed.
	set('2025-06-03T14:05:00.000Z');
	const gone = r.recordMessage({ type: 'user', content: text('Actually, rewrite the lighthouse in Rust.'), model: 'gemini-2.5-pro' });
	r.rewindTo(gone);
	r.updateMessagesFromHistory(
		r.getConversation().messages.filter((m) => m.type !== 'info').map((m) => ({
			id: m.id,
			content: { role: m.type === 'user' ? 'user' : 'model', parts: Array.isArray(m.content) ? m.content : [{ text: m.content }] },
		})),
	);
	// A tool call without text, its result first pending, then done.
	set('2025-06-03T14:08:00.000Z');
	r.recordMessage({ type: 'user', content: text('List the lighthouse sources.'), model: 'gemini-2.5-pro' });
	r.recordThought({ subject: 'Listing', description: 'A glob will do.' });
	r.recordToolCalls('gemini-2.5-pro', [call('call-glob-1', 'glob', { pattern: 'src/**/*.c' }, null)]);
	r.recordToolCalls('gemini-2.5-pro', [call('call-glob-1', 'glob', { pattern: 'src/**/*.c' }, 'src/parse.c\nsrc/beacon.c')]);
	return kept;
}

async function kite() {
	const dir = await register(jsonlCore, '/home/dev/kite', false);
	set('2025-06-04T08:00:00.000Z');
	const r = await recorder(jsonlCore, '3c4d5e6f-3333-4aaa-8bbb-000000000003', '/home/dev/kite', dir);
	turn(r, {
		at: '2025-06-04T08:00:00.000Z',
		prompt: 'Where is the pelican config loaded in kite?',
		thoughts: [{ subject: 'Searching', description: 'Look for the pelican loader.' }],
		answer: 'The pelican config is loaded in src/config.ts.',
	});
	// A tool call that failed, and a picture sent back: Gemini CLI then
	// records a model turn of one thought part (geminiChat's binary
	// injection) and the picture as an info message.
	set('2025-06-04T08:03:00.000Z');
	r.recordMessage({ type: 'user', content: text('Show the kite logo.'), model: 'gemini-2.5-pro' });
	r.recordMessageTokens(usage(700));
	r.recordToolCalls('gemini-2.5-pro', [
		{
			id: 'call-read-2',
			name: 'read_file',
			args: { file_path: 'assets/logo.png' },
			result: [{ functionResponse: { id: 'call-read-2', name: 'read_file', response: { error: 'ferret: permission denied' } } }],
			status: 'error',
			timestamp: new Date().toISOString(),
		},
	]);
	r.recordSyntheticMessage('user', response('call-read-2', 'read_file', 'ferret: permission denied'));
	r.recordSyntheticMessage('gemini', [
		{ text: 'Binary content received. Proceeding with analysis.', thought: true, thoughtSignature: 'skip_thought_signature_validator' },
	]);
	r.recordSyntheticMessage('info', [{ inlineData: { mimeType: 'image/png', data: 'iVBORw0KGgo=' } }]);
}

// A session of 0.36.0 (a JSON document), and its resumption by 0.61.0, which
// moves it to a .jsonl file beside it and goes on there.
async function legacy() {
	const dir = await register(jsonCore, '/home/dev/legacy', true);
	set('2025-05-20T16:00:00.000Z');
	const sid = '4d5e6f70-4444-4aaa-8bbb-000000000004';
	const r = await recorder(jsonCore, sid, '/home/dev/legacy', dir);
	turn(r, {
		at: '2025-05-20T16:00:00.000Z',
		prompt: 'Explain the lighthouse build on this old branch.',
		thoughts: [{ subject: 'Old build', description: 'The makefile calls the puffin script.' }],
		answer: 'The lighthouse build runs make, then the puffin script. Ça marche.',
		calls: () => [
			call('call-shell-9', 'run_shell_command', { command: 'make -n lighthouse' }, 'cc -o lighthouse main.c puffin.o',
				{ description: 'make -n lighthouse' }),
		],
	});
	set('2025-05-20T16:03:00.000Z');
	r.recordMessage({ type: 'info', content: 'heron: request cancelled.' });
	r.saveSummary('Explain the old lighthouse build');
	const file = r.getConversationFilePath();
	const conversation = JSON.parse(fs.readFileSync(file, 'utf8'));
	set('2025-06-05T10:00:00.000Z');
	const again = await recorder(jsonlCore, sid, '/home/dev/legacy', dir, { conversation, filePath: file });
	turn(again, {
		at: '2025-06-05T10:00:00.000Z',
		prompt: 'Resumed: does the lighthouse build still need puffin?',
		answer: 'No: the resumed lighthouse build dropped puffin.',
	});
}

// The project folder alone: named, as versions before the project
// registry named it, by the sha256 of the project root.
async function hashed() {
	const { getProjectHash } = await core(jsonCore, 'utils/paths.js');
	const dir = path.join(tmp, getProjectHash('/home/dev/orchard'));
	set('2025-05-10T12:00:00.000Z');
	const r = await recorder(jsonCore, '5e6f7081-5555-4aaa-8bbb-000000000005', '/home/dev/orchard', dir);
	turn(r, {
		at: '2025-05-10T12:00:00.000Z',
		prompt: 'Prune the orchard lighthouse tests.',
		answer: 'Pruned two orchard lighthouse tests.',
	});
}

await harbor();
await harborPrompts();
await kite();
await legacy();
await hashed();
for (const f of fs.readdirSync(out, { recursive: true }).sort()) console.log(path.join(path.basename(out), f));
