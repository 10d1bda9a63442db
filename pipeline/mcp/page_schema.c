/* page_schema: the outputSchema of each tool (see page.h), the shape of
 * the structuredContent that pipeline/mcp/page.c makes. Constant text in,
 * a fresh cJSON tree out. */
#include <string.h>

#include "pipeline/mcp/page.h"

#define S  "{\"type\":\"string\"}"
#define SN "{\"type\":[\"string\",\"null\"]}"
#define I  "{\"type\":\"integer\"}"
/* What every result carries: notes (memgrep's warnings, as its own lines),
 * partial (--timeout cut the search short) and the cursor of the next
 * page when there is one. */
#define COMMON                                                                                               \
	"\"partial\":{\"type\":\"boolean\"},\"notes\":{\"type\":\"array\",\"items\":" S "},"                 \
	"\"nextCursor\":" S
#define COMMON_REQ "\"partial\",\"notes\""

static const char search_schema[] =
    "{\"type\":\"object\",\"properties\":{\"query\":" S ",\"total\":" I ",\"offset\":" I ","
    "\"sessions\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{"
    "\"session_id\":" SN ",\"short_id\":" SN ",\"source\":" S ",\"title\":" SN ",\"project\":" SN
    ",\"time\":" SN ",\"resume\":" SN ",\"matches\":" I ",\"more_messages\":" I ","
    "\"messages\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{"
    "\"type\":" S ",\"timestamp\":" SN ",\"uuid\":" SN ",\"line\":" I ",\"snippet\":" S "},"
    "\"required\":[\"type\",\"snippet\"]}}},"
    "\"required\":[\"session_id\",\"short_id\",\"source\",\"title\",\"project\",\"time\",\"resume\","
    "\"messages\"]}}," COMMON "},\"required\":[\"query\",\"total\",\"offset\",\"sessions\"," COMMON_REQ "]}";

static const char show_schema[] =
    "{\"type\":\"object\",\"properties\":{\"session_id\":" SN ",\"short_id\":" SN ",\"source\":" S
    ",\"title\":" SN ",\"project\":" SN ",\"first\":" SN ",\"last\":" SN ",\"resume\":" SN
    ",\"messages_total\":" I ","
    "\"messages\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{"
    "\"index\":" I ",\"type\":" S ",\"timestamp\":" SN ",\"uuid\":" SN ",\"line\":" I ",\"text\":" S
    ",\"from_byte\":" I
    ",\"cut\":{\"type\":\"boolean\"}},\"required\":[\"index\",\"type\",\"text\"]}}," COMMON
    "},\"required\":[\"session_id\",\"source\",\"messages_total\",\"messages\"," COMMON_REQ "]}";

static const char sessions_schema[] =
    "{\"type\":\"object\",\"properties\":{\"total\":" I ",\"offset\":" I ","
    "\"sessions\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{"
    "\"session_id\":" SN ",\"short_id\":" SN ",\"source\":" S ",\"title\":" SN ",\"project\":" SN
    ",\"first\":" SN ",\"last\":" SN ",\"messages\":" I ",\"resume\":" SN "},"
    "\"required\":[\"session_id\",\"short_id\",\"source\",\"title\",\"project\",\"last\"]}}," COMMON
    "},\"required\":[\"total\",\"offset\",\"sessions\"," COMMON_REQ "]}";

static const char projects_schema[] =
    "{\"type\":\"object\",\"properties\":{\"total\":" I ",\"offset\":" I ","
    "\"projects\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{"
    "\"project\":" SN ",\"sessions\":" I ",\"messages\":" I ",\"last\":" SN "},"
    "\"required\":[\"project\",\"sessions\",\"messages\",\"last\"]}}," COMMON
    "},\"required\":[\"total\",\"offset\",\"projects\"," COMMON_REQ "]}";

cJSON *page_output_schema(const char *name)
{
	if (strcmp(name, "search") == 0)
		return cJSON_Parse(search_schema);
	if (strcmp(name, "show") == 0)
		return cJSON_Parse(show_schema);
	if (strcmp(name, "sessions") == 0)
		return cJSON_Parse(sessions_schema);
	return cJSON_Parse(projects_schema);
}
