// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "progressframe.h"

#include <charconv>
#include <cmath>
#include <string_view>
#include <vector>

#include <simdjson.h>

namespace Mcp {

namespace {

namespace od = simdjson::ondemand;

// Larger frames are not progress as servers send it; they are left to the general path.
constexpr qsizetype MaxFastFrame = 4096;
// A whole-number token beyond this is not exact as a double, which is how the general path reads it.
constexpr int64_t MaxExactInteger = int64_t(1) << 53;

enum Seen : unsigned
{
    SeenJsonRpc = 1,
    SeenMethod = 2,
    SeenParams = 4,
    SeenToken = 8,
    SeenProgress = 16,
    SeenTotal = 32,
    SeenMessage = 64,
    SeenResourceUri = 128,
};

/*! The text of the number \a value, without the whitespace that may follow it. */
std::string_view numberToken(od::value &value)
{
    std::string_view raw = value.raw_json_token();
    while (!raw.empty() && (raw.back() == ' ' || raw.back() == '\t' || raw.back() == '\n' || raw.back() == '\r'))
        raw.remove_suffix(1);
    return raw;
}

/*! Skips the digits at \a i of \a text; false when there is none. */
bool digits(std::string_view text, size_t *i)
{
    const size_t start = *i;
    while (*i < text.size() && text[*i] >= '0' && text[*i] <= '9')
        ++*i;
    return *i > start;
}

/*! RFC 8259's number: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?, with \a integerOnly only the first part. */
bool isJsonNumber(std::string_view text, bool integerOnly = false)
{
    size_t i = 0;
    if (i < text.size() && text[i] == '-')
        ++i;
    if (i < text.size() && text[i] == '0')
        ++i;
    else if (!digits(text, &i))
        return false;
    if (!integerOnly && i < text.size() && text[i] == '.' && !digits(text, &++i))
        return false;
    if (!integerOnly && i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        ++i;
        if (i < text.size() && (text[i] == '+' || text[i] == '-'))
            ++i;
        if (!digits(text, &i))
            return false;
    }
    return i == text.size();
}

bool isJsonInteger(std::string_view text)
{
    return isJsonNumber(text, true);
}

bool firstTime(unsigned *seen, Seen bit)
{
    if (*seen & bit)
        return false;
    *seen |= bit;
    return true;
}

bool readString(od::value &value, QString *out)
{
    std::string_view text;
    if (value.get_string().get(text))
        return false;
    *out = QString::fromUtf8(text.data(), qsizetype(text.size()));
    return true;
}

bool readToken(od::value &value, QString *key)
{
    od::json_type type;
    if (value.type().get(type))
        return false;
    if (type == od::json_type::string) {
        QString token;
        if (!readString(value, &token))
            return false;
        *key = QLatin1Char('s') + token;
        return true;
    }
    int64_t number = 0;
    const std::string_view raw = numberToken(value);
    if (type != od::json_type::number || !isJsonInteger(raw)
        || std::from_chars(raw.data(), raw.data() + raw.size(), number).ec != std::errc() || number > MaxExactInteger
        || number < -MaxExactInteger)
        return false;
    *key = QLatin1Char('n') + QString::number(number);
    return true;
}

bool readNumber(od::value &value, double *out)
{
    // Read from the token's text: simdjson 3.0's own get_double() misreads a fraction of more than 19 digits
    // (0.5777…7 with 30 digits came out as 4.7e-13; found by fuzz_progressframe). from_chars rounds correctly,
    // as QJsonDocument does.
    od::json_type type;
    if (value.type().get(type) || type != od::json_type::number)
        return false;
    const std::string_view raw = numberToken(value);
    double number = 0;
    if (!isJsonNumber(raw) || std::from_chars(raw.data(), raw.data() + raw.size(), number).ec != std::errc()
        || !std::isfinite(number))
        return false;
    *out = number;
    return true;
}

/*! Calls \a take with the name and value of each member of \a object; false as soon as one is refused. */
template <typename Object, typename Take> bool forEachMember(Object &object, Take &&take)
{
    for (auto member : object) {
        od::field field;
        std::string_view name;
        if (std::move(member).get(field) || field.unescaped_key().get(name))
            return false;
        od::value item = field.value();
        if (!take(name, item))
            return false;
    }
    return true;
}

bool readParams(od::value &value, unsigned *seen, QString *key, ProgressFields *fields)
{
    od::object params;
    if (value.get_object().get(params))
        return false;
    const bool read = forEachMember(params, [&](std::string_view name, od::value &item) {
        if (name == "progressToken")
            return firstTime(seen, SeenToken) && readToken(item, key);
        if (name == "progress")
            return firstTime(seen, SeenProgress) && readNumber(item, &fields->progress);
        if (name == "total")
            return firstTime(seen, SeenTotal) && readNumber(item, &fields->total);
        if (name == "message")
            return firstTime(seen, SeenMessage) && readString(item, &fields->message);
        if (name == "resourceUri")
            return firstTime(seen, SeenResourceUri) && readString(item, &fields->resourceUri);
        return false;
    });
    return read && (*seen & SeenToken) && (*seen & SeenProgress);
}

bool readStringEquals(od::value &value, std::string_view expected)
{
    std::string_view text;
    return !value.get_string().get(text) && text == expected;
}

} // namespace

bool readProgressFrame(const QByteArray &frame, QString *key, ProgressFields *fields)
{
    const std::string_view bytes(frame.constData(), size_t(frame.size()));
    if (frame.size() > MaxFastFrame || bytes.find("\"notifications/progress\"") == std::string_view::npos)
        return false;
    // simdjson reads SIMDJSON_PADDING bytes past the end: the frame is copied into a buffer that has them.
    thread_local od::parser parser;
    thread_local std::vector<char> padded;
    padded.resize(size_t(frame.size()) + simdjson::SIMDJSON_PADDING);
    std::copy(bytes.begin(), bytes.end(), padded.begin());
    od::document document;
    if (parser.iterate(padded.data(), bytes.size(), padded.size()).get(document))
        return false;
    od::object root;
    if (document.get_object().get(root))
        return false;
    unsigned seen = 0;
    ProgressFields taken;
    QString token;
    const bool ok = forEachMember(root, [&](std::string_view name, od::value &item) {
        if (name == "jsonrpc")
            return firstTime(&seen, SeenJsonRpc) && readStringEquals(item, "2.0");
        if (name == "method")
            return firstTime(&seen, SeenMethod) && readStringEquals(item, "notifications/progress");
        if (name == "params")
            return firstTime(&seen, SeenParams) && readParams(item, &seen, &token, &taken);
        return false;
    });
    const unsigned required = SeenJsonRpc | SeenMethod | SeenParams;
    // Nothing may follow the object (the general path reports trailing bytes as malformed JSON).
    if (!ok || (seen & required) != required || document.current_location().error() != simdjson::OUT_OF_BOUNDS)
        return false;
    *key = std::move(token);
    *fields = std::move(taken);
    return true;
}

} // namespace Mcp
