/* decode: the line_view builder shared by the source decoders, message
 * texts joined from pieces, and the noise test with its markers. The choice
 * of decoder is the source registry's (sources/source.c). */
#include "sources/decode.h"

#include <stdlib.h>
#include <string.h>

#include "base/json_line.h"
#include "base/text.h"

/* The noise markers of sources/noise-markers.txt, embedded at build time: what
 * every agent injects into its users' messages. */
const char *const noise_markers[] = {
#include "noise_markers.inc"
};
const size_t noise_markers_n = sizeof noise_markers / sizeof noise_markers[0];

struct line_decoder {
	struct arena arena;
	struct piece *pieces;
	size_t npieces, cap;
	const cJSON **inputs;
	size_t ninputs, capinputs;
	struct tool_link *links;
	size_t nlinks, caplinks;
	struct sbuf tool;
	struct json_decoder *json;
};

struct line_decoder *line_decoder_new(void)
{
	return xcalloc(1, sizeof(struct line_decoder));
}

void line_decoder_free(struct line_decoder *d)
{
	if (!d)
		return;
	arena_free(&d->arena);
	free(d->pieces);
	free(d->inputs);
	free(d->links);
	sbuf_free(&d->tool);
	json_decoder_free(d->json);
	free(d);
}

struct json_decoder *decode_json(struct line_decoder *d)
{
	if (!d->json)
		d->json = json_decoder_new();
	return d->json;
}

const char *msg_type_name(enum msg_type t)
{
	static const char *const names[] = {"user", "assistant", "summary", "tool", "thinking", "line"};
	return t < MT_COUNT ? names[t] : "?";
}

enum msg_type decode_msg_type(enum line_kind k, enum kind_order order)
{
	if (order == KO_TOOL)
		return MT_TOOL;
	if (order == KO_THINKING)
		return MT_THINKING;
	return k == LINE_USER ? MT_USER : k == LINE_ASSISTANT ? MT_ASSISTANT : MT_SUMMARY;
}

bool decode_is_noise(const char *s, size_t len)
{
	size_t i = 0;
	while (i < len) {
		size_t adv;
		int32_t cp = text_decode(s + i, len - i, &adv);
		if (cp < 0 || !text_is_space((uint32_t)cp))
			break;
		i += adv;
	}
	s += i;
	len -= i;
	for (size_t k = 0; k < noise_markers_n; k++) {
		size_t m = strlen(noise_markers[k]);
		if (m <= len && memcmp(s, noise_markers[k], m) == 0)
			return true;
	}
	return false;
}

void decode_begin(struct line_decoder *d, struct line_view *lv)
{
	arena_reset(&d->arena);
	d->npieces = 0;
	d->ninputs = 0;
	d->nlinks = 0;
	memset(lv, 0, sizeof *lv);
	lv->kind = LINE_OTHER;
}

void decode_end(struct line_decoder *d, struct line_view *lv)
{
	lv->pieces = d->pieces;
	lv->npieces = d->npieces;
	lv->tool_inputs = d->inputs;
	lv->ntool_inputs = d->ninputs;
	lv->links = d->links;
	lv->nlinks = d->nlinks;
}

struct tool_link *decode_add_link(struct line_decoder *d)
{
	xgrow((void **)&d->links, &d->caplinks, d->nlinks + 1, sizeof *d->links);
	struct tool_link *l = &d->links[d->nlinks++];
	memset(l, 0, sizeof *l);
	return l;
}

const char *decode_strndup(struct line_decoder *d, const char *s, size_t n)
{
	return arena_strndup(&d->arena, s, n);
}

void decode_link_out(struct line_decoder *d, struct tool_link *l, const char *s, size_t n)
{
	size_t i = 0;
	while (i < n &&
	       (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r' || s[i] == '\f' || s[i] == '\v'))
		i++;
	size_t k = n - i < LINK_OUT_MAX ? n - i : LINK_OUT_MAX;
	l->out = arena_strndup(&d->arena, s + i, k);
}

static void add_piece(struct line_decoder *d, const char *s, size_t len, enum kind_order order, bool noise,
		      bool prompt, int recall_off)
{
	xgrow((void **)&d->pieces, &d->cap, d->npieces + 1, sizeof *d->pieces);
	d->pieces[d->npieces++] = (struct piece){s, len, (uint8_t)order, noise, prompt, recall_off};
}

void decode_add_text(struct line_decoder *d, const char *s, enum kind_order order, bool noise_applies,
		     bool prompt)
{
	size_t len = strlen(s);
	bool noise = noise_applies && decode_is_noise(s, len);
	add_piece(d, s, len, order, noise, prompt, prompt ? 0 : -1);
}

/* Every scalar of v, depth first in file order, each on its own line (an
 * empty string is an empty line); *n counts the lines written so far. */
static void tool_scalars(struct sbuf *b, const cJSON *v, size_t *n)
{
	if (cJSON_IsObject(v) || cJSON_IsArray(v)) {
		for (const cJSON *c = v->child; c; c = c->next)
			tool_scalars(b, c, n);
		return;
	}
	const char *s = NULL;
	if (cJSON_IsString(v))
		s = v->valuestring;
	else if (cJSON_IsNumber(v))
		s = json_number_text(v);
	else if (cJSON_IsTrue(v))
		s = "true";
	else if (cJSON_IsFalse(v))
		s = "false";
	else if (cJSON_IsNull(v))
		s = "null";
	if (!s)
		return;
	if ((*n)++)
		sbuf_addc(b, '\n');
	sbuf_adds(b, s);
}

void decode_add_tool(struct line_decoder *d, const char *name, const cJSON *input)
{
	sbuf_reset(&d->tool);
	size_t n = 0;
	if (name) {
		sbuf_adds(&d->tool, name);
		n = 1;
	}
	size_t before = d->tool.len + (n ? 1 : 0);
	if (input) {
		tool_scalars(&d->tool, input, &n);
		xgrow((void **)&d->inputs, &d->capinputs, d->ninputs + 1, sizeof *d->inputs);
		d->inputs[d->ninputs++] = input;
	}
	if (before > d->tool.len)
		before = d->tool.len;
	char *s = arena_strndup(&d->arena, d->tool.data ? d->tool.data : "", d->tool.len);
	add_piece(d, s, d->tool.len, KO_TOOL, false, false, (int)before);
}

struct tool_link *decode_add_call(struct line_decoder *d, const char *id, const char *name,
				  const cJSON *input)
{
	decode_add_tool(d, name, input);
	struct tool_link *l = decode_add_link(d);
	l->id = id;
	l->name = name;
	l->input = input;
	return l;
}

bool decode_message_text(const struct line_view *lv, enum kind_order order, bool keep_noise, struct sbuf *out)
{
	sbuf_reset(out);
	bool any = false;
	for (size_t i = 0; i < lv->npieces; i++) {
		const struct piece *p = &lv->pieces[i];
		if (p->order != order || (p->noise && !keep_noise))
			continue;
		if (any)
			sbuf_addc(out, '\n');
		sbuf_add(out, p->s, p->len);
		any = true;
	}
	if (!out->data)
		sbuf_add(out, "", 0);
	return any;
}

bool decode_message_ref(const struct line_view *lv, enum kind_order order, bool keep_noise, struct sbuf *join,
			const char **s, size_t *len)
{
	const struct piece *one = NULL;
	size_t n = 0;
	for (size_t i = 0; i < lv->npieces && n < 2; i++) {
		const struct piece *p = &lv->pieces[i];
		if (p->order == order && (!p->noise || keep_noise)) {
			one = p;
			n++;
		}
	}
	if (n == 1) {
		*s = one->s;
		*len = one->len;
		return true;
	}
	bool any = decode_message_text(lv, order, keep_noise, join);
	*s = join->data;
	*len = join->len;
	return any;
}

void text_doc_free(struct text_doc *doc)
{
	sbuf_free(&doc->text);
	free(doc->lines);
	arena_free(&doc->labels);
	memset(doc, 0, sizeof *doc);
}

void decode_time_ms(struct line_decoder *d, const cJSON *ts, struct line_view *lv)
{
	if (!cJSON_IsNumber(ts) || ts->valuedouble < 0 || ts->valuedouble > 1e15)
		return;
	int64_t ms = (int64_t)ts->valuedouble;
	lv->ts = (struct instant){ms / 1000, (int32_t)(ms % 1000) * 1000000};
	lv->has_ts = true;
	char t[40];
	if (ts_text_ms(lv->ts, t))
		lv->ts_raw = decode_strndup(d, t, strlen(t));
}
