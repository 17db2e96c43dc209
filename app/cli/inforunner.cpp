// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "inforunner.h"

#include <cstdio>

#include <QJsonArray>
#include <QJsonDocument>

#include "session/mcpsession.h"
#include "surface/serverdescription.h"

using namespace Mcp;

namespace {
QString scalar(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (value.isNull())
        return QStringLiteral("null");
    return value.toVariant().toString();
}
} // namespace

QString InfoRunner::outline(const QJsonValue &value, int depth)
{
    const QString indent(depth * 2, QLatin1Char(' '));
    QString text;
    const auto item = [&](const QString &key, const QJsonValue &child) {
        if ((child.isObject() && !child.toObject().isEmpty()) || (child.isArray() && !child.toArray().isEmpty()))
            text += indent + key + QStringLiteral(":\n") + outline(child, depth + 1);
        else if (child.isObject() || child.isArray())
            text += indent + key + (child.isObject() ? QStringLiteral(": {}\n") : QStringLiteral(": []\n"));
        else
            text += indent + key + QStringLiteral(": ") + scalar(child) + QLatin1Char('\n');
    };
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            item(it.key(), it.value());
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (int i = 0; i < array.size(); ++i)
            item(QStringLiteral("-"), array.at(i));
    } else {
        text += indent + scalar(value) + QLatin1Char('\n');
    }
    return text;
}

void InfoRunner::run()
{
    const QJsonObject description = ServerDescription::of(*m_session);
    if (m_options.json) {
        std::fputs(QJsonDocument(description).toJson(QJsonDocument::Indented).constData(), stdout);
    } else {
        QJsonObject shown = description;
        shown.insert(QStringLiteral("era"), ServerDescription::eraText(*m_session));
        std::fputs(outline(shown).toUtf8().constData(), stdout);
    }
    finish(Success);
}
