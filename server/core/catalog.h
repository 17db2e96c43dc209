// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace DemoServer {

/*! A resource with a fixed URI; \a read returns the `contents` array of `resources/read`. */
struct Resource
{
    QString uri;
    QString name;
    QString title;
    QString description;
    QString mimeType;
    std::function<QJsonArray(const QString &uri)> read;
    /*! Listed by `resources/list` (resources that exist only while a tool runs are not). */
    bool listed = true;

    QJsonObject definition() const;
};

/*! A family of resources: `uriTemplate` like `test://template/{id}/data` (RFC 6570 level 1). */
struct ResourceTemplate
{
    QString uriTemplate;
    QString name;
    QString title;
    QString description;
    QString mimeType;
    /*! Reads \a uri; \a variables maps the template's names to the parts of the URI. */
    std::function<QJsonArray(const QString &uri, const QJsonObject &variables)> read;
    /*! Completion values for variable \a name starting with \a prefix. */
    std::function<QStringList(const QString &name, const QString &prefix)> complete;

    QJsonObject definition() const;
    /*! Fills \a variables and returns true when \a uri is one of this template's. */
    bool match(const QString &uri, QJsonObject *variables) const;
};

/*! A prompt; \a get returns the `messages` array, or sets \a error (an argument problem). */
struct Prompt
{
    struct Argument
    {
        QString name;
        QString description;
        bool required = false;
    };
    QString name;
    QString title;
    QString description;
    QList<Argument> arguments;
    std::function<QJsonArray(const QJsonObject &arguments)> get;
    /*!
     * Questions for the client before the messages can be made (2026-07-28 MRTR): key → {method, params}. When
     * set, `prompts/get` answers with an InputRequiredResult until each has a response, then calls getWithAnswers.
     */
    QJsonObject inputRequests;
    std::function<QJsonArray(const QJsonObject &arguments, const QJsonObject &answers)> getWithAnswers;
    /*! Completion values for argument \a name starting with \a prefix (null: no completion). */
    std::function<QStringList(const QString &name, const QString &prefix)> complete;
    /*! As complete, also given the other arguments already filled (`context.arguments`); used when set. */
    std::function<QStringList(const QString &name, const QString &prefix, const QJsonObject &context)>
        completeInContext;

    QJsonObject definition() const;
    /*! The first required argument missing from \a arguments, or empty. */
    QString missingArgument(const QJsonObject &arguments) const;
};

/*! Everything the server offers besides tools, in the order added. */
class Catalog
{
public:
    void addResource(const Resource &resource) { m_resources.append(resource); }
    void addTemplate(const ResourceTemplate &resourceTemplate) { m_templates.append(resourceTemplate); }
    void addPrompt(const Prompt &prompt) { m_prompts.append(prompt); }
    /*! Removes the prompt called \a name; false when there is none. */
    bool removePrompt(const QString &name)
    {
        return m_prompts.removeIf([&name](const Prompt &prompt) { return prompt.name == name; }) > 0;
    }

    const QList<Resource> &resources() const { return m_resources; }
    const QList<ResourceTemplate> &templates() const { return m_templates; }
    const QList<Prompt> &prompts() const { return m_prompts; }

    const Resource *findResource(const QString &uri) const;
    const ResourceTemplate *findTemplate(const QString &uriOrTemplate) const;
    const Prompt *findPrompt(const QString &name) const;

    /*! The `contents` of `resources/read` for \a uri; false when no resource or template has it. */
    bool read(const QString &uri, QJsonArray *contents) const;

private:
    QList<Resource> m_resources;
    QList<ResourceTemplate> m_templates;
    QList<Prompt> m_prompts;
};

/*! Content helpers shared by tools, prompts and resources. */
namespace Content {
QJsonObject text(const QString &text);
QJsonObject image(const QByteArray &png);
QJsonObject audio(const QByteArray &wav);
QJsonObject embeddedText(const QString &uri, const QString &mimeType, const QString &text);
QJsonObject textContents(const QString &uri, const QString &mimeType, const QString &text);
QJsonObject blobContents(const QString &uri, const QString &mimeType, const QByteArray &data);
/*! A tiny valid PNG (1×1 pixel) and WAV (a few ms of silence), for fixtures. */
QByteArray tinyPng();
QByteArray tinyWav();
} // namespace Content

} // namespace DemoServer
