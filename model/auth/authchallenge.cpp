// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "authchallenge.h"

namespace Mcp {

namespace {

bool isTchar(char c)
{
    // RFC 9110 §5.6.2 token characters.
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
        return true;
    return std::string_view("!#$%&'*+-.^_`|~").find(c) != std::string_view::npos;
}

bool isToken68Char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '.'
        || c == '_' || c == '~' || c == '+' || c == '/';
}

class Reader
{
public:
    explicit Reader(const QByteArray &text)
        : m_text(text)
    {
    }
    bool atEnd() const { return m_pos >= m_text.size(); }
    char peek() const { return atEnd() ? '\0' : m_text.at(m_pos); }
    void skipSpace()
    {
        while (!atEnd() && (peek() == ' ' || peek() == '\t'))
            ++m_pos;
    }
    // Skips spaces and list separators; returns whether a comma was seen.
    bool skipSeparators()
    {
        bool comma = false;
        while (!atEnd() && (peek() == ' ' || peek() == '\t' || peek() == ',')) {
            comma = comma || peek() == ',';
            ++m_pos;
        }
        return comma;
    }
    QByteArray token()
    {
        const qsizetype start = m_pos;
        while (!atEnd() && isTchar(peek()))
            ++m_pos;
        return m_text.mid(start, m_pos - start);
    }
    QByteArray token68()
    {
        const qsizetype start = m_pos;
        while (!atEnd() && isToken68Char(peek()))
            ++m_pos;
        while (!atEnd() && peek() == '=')
            ++m_pos;
        return m_text.mid(start, m_pos - start);
    }
    // A quoted-string with its backslash escapes resolved; false when it never closes.
    bool quoted(QByteArray *out)
    {
        ++m_pos; // the opening quote
        while (!atEnd()) {
            const char c = m_text.at(m_pos++);
            if (c == '"')
                return true;
            if (c == '\\' && !atEnd())
                out->append(m_text.at(m_pos++));
            else
                out->append(c);
        }
        return false;
    }
    qsizetype pos() const { return m_pos; }
    void setPos(qsizetype pos) { m_pos = pos; }

private:
    const QByteArray &m_text;
    qsizetype m_pos = 0;
};

} // namespace

QUrl AuthChallenge::resourceMetadata() const
{
    const QUrl url(param(QStringLiteral("resource_metadata")), QUrl::StrictMode);
    return url.isValid() && !url.isRelative() ? url : QUrl();
}

QList<AuthChallenge> AuthChallenge::parse(const QByteArray &header)
{
    QList<AuthChallenge> challenges;
    Reader reader(header);
    reader.skipSeparators();
    while (!reader.atEnd()) {
        const QByteArray scheme = reader.token();
        if (scheme.isEmpty())
            break; // not a challenge: stop rather than guess
        AuthChallenge challenge;
        challenge.scheme = QString::fromLatin1(scheme);
        reader.skipSpace();
        // Either a token68 or a list of auth-params follows (or nothing, then the next challenge).
        const qsizetype afterScheme = reader.pos();
        const QByteArray word = reader.token();
        reader.skipSpace();
        if (!word.isEmpty() && reader.peek() == '=') {
            // Could be an auth-param ("realm=") or a token68 ending in "=": look at what follows the "=".
            reader.setPos(afterScheme);
            bool ok = true;
            while (ok && !reader.atEnd()) {
                const qsizetype paramStart = reader.pos();
                const QByteArray name = reader.token();
                reader.skipSpace();
                if (name.isEmpty() || reader.peek() != '=') {
                    // The start of the next challenge.
                    reader.setPos(paramStart);
                    break;
                }
                reader.setPos(reader.pos() + 1);
                reader.skipSpace();
                QByteArray value;
                if (reader.peek() == '"') {
                    ok = reader.quoted(&value);
                } else {
                    value = reader.token();
                    if (value.isEmpty()) {
                        // "name=" with nothing after it: a token68 such as "abc=" (only as the first item).
                        if (challenge.params.isEmpty()) {
                            reader.setPos(afterScheme);
                            challenge.token68 = QString::fromLatin1(reader.token68());
                        }
                        break;
                    }
                }
                if (ok)
                    challenge.params.insert(QString::fromLatin1(name).toLower(), QString::fromUtf8(value));
                reader.skipSpace();
                if (!reader.skipSeparators())
                    break;
            }
            if (!ok) {
                challenges.append(challenge);
                break; // an unterminated quote: nothing after it can be trusted
            }
        } else if (!word.isEmpty() || (reader.peek() != ',' && !reader.atEnd())) {
            reader.setPos(afterScheme);
            challenge.token68 = QString::fromLatin1(reader.token68());
            reader.skipSpace();
        }
        challenges.append(challenge);
        reader.skipSeparators();
    }
    return challenges;
}

AuthChallenge AuthChallenge::bearer(const QList<QByteArray> &headers)
{
    return find(headers, QStringLiteral("Bearer"));
}

AuthChallenge AuthChallenge::find(const QList<QByteArray> &headers, const QString &scheme)
{
    for (const QByteArray &header : headers) {
        for (const AuthChallenge &challenge : parse(header)) {
            if (challenge.scheme.compare(scheme, Qt::CaseInsensitive) == 0)
                return challenge;
        }
    }
    return {};
}

} // namespace Mcp
