// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "catalog.h"

#include <QtEndian>

namespace DemoServer {

namespace {
void insertIfSet(QJsonObject &json, const QString &key, const QString &value)
{
    if (!value.isEmpty())
        json.insert(key, value);
}

// What a Resource and a ResourceTemplate definition share: the address under \a addressKey (uri or uriTemplate),
// the name, and the optional fields that are set.
QJsonObject definitionOf(const QString &addressKey, const QString &address, const QString &name, const QString &title,
    const QString &description, const QString &mimeType)
{
    QJsonObject json {{addressKey, address}, {QStringLiteral("name"), name}};
    insertIfSet(json, QStringLiteral("title"), title);
    insertIfSet(json, QStringLiteral("description"), description);
    insertIfSet(json, QStringLiteral("mimeType"), mimeType);
    return json;
}
} // namespace

QJsonObject Resource::definition() const
{
    return definitionOf(QStringLiteral("uri"), uri, name, title, description, mimeType);
}

QJsonObject ResourceTemplate::definition() const
{
    return definitionOf(QStringLiteral("uriTemplate"), uriTemplate, name, title, description, mimeType);
}

bool ResourceTemplate::match(const QString &uri, QJsonObject *variables) const
{
    // Level 1 of RFC 6570 is all the fixtures need: each {name} stands for one non-empty path segment.
    static const QRegularExpression variable(QStringLiteral("\\{([A-Za-z0-9_]+)\\}"));
    QString pattern = QStringLiteral("^");
    QStringList names;
    qsizetype last = 0;
    for (auto it = variable.globalMatch(uriTemplate); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        pattern += QRegularExpression::escape(uriTemplate.mid(last, m.capturedStart() - last));
        pattern += QStringLiteral("([^/?#]+)");
        names << m.captured(1);
        last = m.capturedEnd();
    }
    pattern += QRegularExpression::escape(uriTemplate.mid(last)) + QLatin1Char('$');
    // Built for each template: it cannot be a static.
    const QRegularExpression expression(pattern);
    const QRegularExpressionMatch m = expression.match(uri); // clazy:exclude=use-static-qregularexpression
    if (!m.hasMatch())
        return false;
    for (int i = 0; i < names.size(); ++i)
        variables->insert(names.at(i), m.captured(i + 1));
    return true;
}

QJsonObject Prompt::definition() const
{
    QJsonObject json {{QStringLiteral("name"), name}, {QStringLiteral("description"), description}};
    insertIfSet(json, QStringLiteral("title"), title);
    if (!arguments.isEmpty()) {
        QJsonArray args;
        for (const Argument &argument : arguments) {
            QJsonObject arg {{QStringLiteral("name"), argument.name}, {QStringLiteral("required"), argument.required}};
            insertIfSet(arg, QStringLiteral("description"), argument.description);
            args.append(arg);
        }
        json.insert(QStringLiteral("arguments"), args);
    }
    return json;
}

QString Prompt::missingArgument(const QJsonObject &values) const
{
    for (const Argument &argument : arguments) {
        if (argument.required && !values.value(argument.name).isString())
            return argument.name;
    }
    return QString();
}

const Resource *Catalog::findResource(const QString &uri) const
{
    for (const Resource &resource : m_resources) {
        if (resource.uri == uri)
            return &resource;
    }
    return nullptr;
}

const ResourceTemplate *Catalog::findTemplate(const QString &uriOrTemplate) const
{
    for (const ResourceTemplate &resourceTemplate : m_templates) {
        QJsonObject variables;
        if (resourceTemplate.uriTemplate == uriOrTemplate || resourceTemplate.match(uriOrTemplate, &variables))
            return &resourceTemplate;
    }
    return nullptr;
}

const Prompt *Catalog::findPrompt(const QString &name) const
{
    for (const Prompt &prompt : m_prompts) {
        if (prompt.name == name)
            return &prompt;
    }
    return nullptr;
}

bool Catalog::read(const QString &uri, QJsonArray *contents) const
{
    if (const Resource *resource = findResource(uri)) {
        *contents = resource->read(uri);
        return true;
    }
    for (const ResourceTemplate &resourceTemplate : m_templates) {
        QJsonObject variables;
        if (resourceTemplate.match(uri, &variables)) {
            *contents = resourceTemplate.read(uri, variables);
            return true;
        }
    }
    return false;
}

namespace Content {

QJsonObject text(const QString &text)
{
    return QJsonObject {{QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("text"), text}};
}

QJsonObject image(const QByteArray &png)
{
    return QJsonObject {{QStringLiteral("type"), QStringLiteral("image")},
        {QStringLiteral("data"), QString::fromLatin1(png.toBase64())},
        {QStringLiteral("mimeType"), QStringLiteral("image/png")}};
}

QJsonObject audio(const QByteArray &wav)
{
    return QJsonObject {{QStringLiteral("type"), QStringLiteral("audio")},
        {QStringLiteral("data"), QString::fromLatin1(wav.toBase64())},
        {QStringLiteral("mimeType"), QStringLiteral("audio/wav")}};
}

QJsonObject textContents(const QString &uri, const QString &mimeType, const QString &text)
{
    return QJsonObject {
        {QStringLiteral("uri"), uri}, {QStringLiteral("mimeType"), mimeType}, {QStringLiteral("text"), text}};
}

QJsonObject blobContents(const QString &uri, const QString &mimeType, const QByteArray &data)
{
    return QJsonObject {{QStringLiteral("uri"), uri}, {QStringLiteral("mimeType"), mimeType},
        {QStringLiteral("blob"), QString::fromLatin1(data.toBase64())}};
}

QJsonObject embeddedText(const QString &uri, const QString &mimeType, const QString &text)
{
    return QJsonObject {{QStringLiteral("type"), QStringLiteral("resource")},
        {QStringLiteral("resource"), textContents(uri, mimeType, text)}};
}

QByteArray tinyPng()
{
    // A 1×1 red pixel: signature, IHDR, IDAT (zlib), IEND, checksums included.
    return QByteArray::fromBase64(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==");
}

QByteArray tinyWav()
{
    // 8 kHz, 8-bit mono PCM: a 44-byte header and 80 samples (10 ms) of silence (0x80 is zero for 8-bit).
    constexpr quint32 samples = 80;
    QByteArray wav;
    const auto u32 = [&wav](quint32 v) {
        char b[4];
        qToLittleEndian(v, b);
        wav.append(b, 4);
    };
    const auto u16 = [&wav](quint16 v) {
        char b[2];
        qToLittleEndian(v, b);
        wav.append(b, 2);
    };
    wav.append("RIFF");
    u32(36 + samples);
    wav.append("WAVEfmt ");
    u32(16);
    u16(1); // PCM
    u16(1); // mono
    u32(8000);
    u32(8000); // bytes per second
    u16(1); // block align
    u16(8); // bits per sample
    wav.append("data");
    u32(samples);
    wav.append(QByteArray(samples, char(0x80)));
    return wav;
}

} // namespace Content

} // namespace DemoServer
