// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "resourcesrunner.h"

#include <cstdio>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include "clioutput.h"
#include "session/mcpsession.h"
#include "surface/resourcelister.h"
#include "surface/resourcereader.h"
#include "surface/resourcesubscriptions.h"

using namespace Mcp;

void ResourcesRunner::run()
{
    const QString action = m_options.commandArguments.value(0);
    const QString uri = m_options.commandArguments.value(1);
    if (action == QLatin1String("list") || action == QLatin1String("templates"))
        list(action == QLatin1String("templates"));
    else if (action == QLatin1String("read"))
        read(uri);
    else
        subscribe(uri);
}

void ResourcesRunner::interrupt()
{
    // Ctrl-C is how `resources subscribe` ends when no --count was given: a normal end.
    if (m_subscriptions && !isEnding()) {
        finish(Success);
        return;
    }
    CliRunner::interrupt();
}

void ResourcesRunner::fail(const QString &message, int code)
{
    CliOutput::printError(message);
    finish(code);
}

void ResourcesRunner::printLine(const QJsonObject &line)
{
    std::fputs(QJsonDocument(line).toJson(QJsonDocument::Compact).append('\n').constData(), stdout);
    std::fflush(stdout);
}

void ResourcesRunner::list(bool templates)
{
    m_lister = new ResourceLister(m_session, this);
    const auto print = [this, templates] {
        QJsonArray entries;
        if (templates) {
            for (const ResourceTemplateEntry &entry : m_lister->templates()) {
                QJsonObject json = entry.raw;
                json.insert(QStringLiteral("variables"), QJsonArray::fromStringList(entry.variables));
                entries << json;
            }
        } else {
            for (const ResourceEntry &entry : m_lister->resources())
                entries << entry.raw;
        }
        for (const QString &problem : m_lister->problems())
            CliOutput::printError(problem);
        std::fputs(QJsonDocument(entries).toJson(QJsonDocument::Indented).constData(), stdout);
        finish(Success);
    };
    if (templates)
        connect(m_lister, &ResourceLister::templatesChanged, this, print);
    else
        connect(m_lister, &ResourceLister::resourcesChanged, this, print);
    const QString method = templates ? QStringLiteral("resources/templates/list") : QStringLiteral("resources/list");
    connect(m_lister, &ResourceLister::listFailed, this, [this, method](const QString &failed, const QString &reason) {
        if (failed == method)
            fail(tr("%1 failed: %2").arg(method, reason), ToolError);
    });
    m_lister->refresh();
}

void ResourcesRunner::read(const QString &uri)
{
    m_reader = new ResourceReader(m_session, this);
    connect(m_reader, &ResourceReader::failed, this, [this](const QString &, const QString &reason) {
        fail(tr("resources/read failed: %1").arg(reason), ToolError);
    });
    connect(m_reader, &ResourceReader::finished, this,
        [this](const QString &read, const QList<ResourceContent> &contents, const QStringList &problems,
            const QJsonObject &result) {
            for (const QString &problem : problems)
                CliOutput::printError(problem);
            if (m_options.outputFile.isEmpty()) {
                std::fputs(QJsonDocument(result).toJson(QJsonDocument::Indented).constData(), stdout);
                finish(Success);
                return;
            }
            if (contents.isEmpty()) {
                fail(tr("%1 has no contents to save").arg(read), ToolError);
                return;
            }
            QString error;
            const QByteArray bytes = contents.constFirst().data(&error);
            QFile file(m_options.outputFile);
            if (!error.isEmpty() || !file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
                fail(error.isEmpty() ? tr("cannot write %1: %2").arg(m_options.outputFile, file.errorString()) : error,
                    ToolError);
                return;
            }
            printLine({{QStringLiteral("uri"), read}, {QStringLiteral("file"), m_options.outputFile},
                {QStringLiteral("bytes"), bytes.size()}, {QStringLiteral("mimeType"), contents.constFirst().mimeType}});
            finish(Success);
        });
    m_reader->read(uri);
}

void ResourcesRunner::subscribe(const QString &uri)
{
    m_subscriptions = new ResourceSubscriptions(m_session, this);
    if (!m_subscriptions->canSubscribe()) {
        fail(tr("the server does not offer resource subscriptions (capability resources.subscribe)"), ToolError);
        return;
    }
    m_reader = new ResourceReader(m_session, this);
    connect(m_subscriptions, &ResourceSubscriptions::failed, this,
        [this](const QString &, const QString &reason) { fail(tr("subscribe failed: %1").arg(reason), ToolError); });
    connect(m_subscriptions, &ResourceSubscriptions::updated, m_reader, &ResourceReader::read);
    connect(m_reader, &ResourceReader::failed, this, [this](const QString &, const QString &reason) {
        fail(tr("resources/read failed: %1").arg(reason), ToolError);
    });
    connect(m_reader, &ResourceReader::finished, this,
        [this](const QString &read, const QList<ResourceContent> &, const QStringList &, const QJsonObject &result) {
            printLine({{QStringLiteral("event"), QStringLiteral("updated")}, {QStringLiteral("uri"), read},
                {QStringLiteral("at"), m_subscriptions->lastUpdated(read).toUTC().toString(Qt::ISODateWithMs)},
                {QStringLiteral("contents"), result.value(QStringLiteral("contents"))}});
            if (m_options.count > 0 && ++m_updates >= m_options.count)
                finish(Success);
        });
    m_subscriptions->subscribe(uri);
    printLine({{QStringLiteral("event"), QStringLiteral("subscribed")}, {QStringLiteral("uri"), uri}});
}
