/* recall_cutoff: recall events, prompt lines and the `turn` state machine.
 * Noise here always follows the markers, whatever --keep-noise says. */
#include "stages/recall_cutoff.h"

bool recall_is_event(struct match_scratch *s, const struct line_view *lv)
{
	if ((lv->kind != LINE_USER && lv->kind != LINE_ASSISTANT) || lv->noise_line)
		return false;
	for (size_t i = 0; i < lv->npieces; i++) {
		const struct piece *p = &lv->pieces[i];
		bool text = p->prompt && !p->noise;
		bool tool_input = p->order == KO_TOOL && p->recall_off >= 0;
		if (!text && !tool_input)
			continue;
		size_t off = (size_t)p->recall_off;
		if (match_recall(s, p->s + off, p->len - off))
			return true;
	}
	return false;
}

bool recall_is_prompt(const struct line_view *lv)
{
	if (lv->kind != LINE_USER || lv->noise_line)
		return false;
	for (size_t i = 0; i < lv->npieces; i++)
		if (lv->pieces[i].prompt && !lv->pieces[i].noise)
			return true;
	return false;
}

bool recall_turn_step(struct recall_turn *st, bool is_event, bool is_prompt)
{
	if (is_event)
		st->contaminated = true;
	else if (is_prompt)
		st->contaminated = false;
	return st->contaminated;
}
