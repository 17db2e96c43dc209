// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QPointer>
#include <QSet>
#include <QTimer>
#include <QWidget>

#include "operations/operation.h"
#include "protocol/contentblock.h"
#include "session/mcpsession.h"

class QFrame;
class QGroupBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QScrollArea;
class QToolButton;
class QTreeWidget;
class QTreeWidgetItem;
class QVBoxLayout;

/*!
 * The outcome of one operation: the CallToolResult's content blocks (text, images, audio, resource links and
 * embedded resources, which can be read through the session), its structuredContent as a tree checked against
 * the tool's outputSchema, an obvious banner for isError and JSON-RPC errors, and the partial results the
 * server announced in progress notifications. The early tools chapter's `{toolResult: …}` is shown as a tree as well.
 */
class ResultViewer final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResultViewer)
public:
    explicit ResultViewer(QWidget *parent = nullptr);
    ~ResultViewer() override;

    /*! Shows \a op's result (not owned; null: nothing); resources are read through \a session (may be null). */
    void setOperation(Mcp::Operation *op, Mcp::McpSession *session);
    Mcp::Operation *operation() const { return m_op; }
    /*! The tool's declared outputSchema (empty: none); structuredContent is checked against it. */
    void setOutputSchema(const QJsonObject &schema);

    /*! True when the error banner is up (isError, or a JSON-RPC error). */
    bool isErrorShown() const;
    QString bannerText() const;
    /*! What does not match the outputSchema, one line per problem. */
    QStringList schemaProblems() const { return m_problems; }
    /*! Content blocks shown, partial results included. */
    int blockCount() const;
    /*! The partial-result URIs seen in progress notifications, oldest first. */
    QStringList partialResults() const { return m_partialUris; }

    /*! Basic JSON Schema checks (type, required, properties, items, enum, ranges) of \a value; "$.a.b: …" lines. */
    static QStringList checkSchema(const QJsonObject &schema, const QJsonValue &value);

signals:
    /*! A `resources/read` finished (\a ok false: it failed). */
    void resourceRead(const QString &uri, bool ok);
    /*! "Open in Resources" of a resource link, an embedded resource or a partial result: show \a uri there. */
    void openResourceRequested(const QString &uri);

private:
    QScrollArea *createBlocksArea(QWidget *parent);
    QGroupBox *createStructuredBox(QWidget *parent);
    void rebuild();
    void clearBlocks();
    void scanPartialResults();
    QFrame *addBlock(const QString &type, const QString &caption, QVBoxLayout **contentLayout);
    void addContentBlock(const Mcp::ContentBlock &block);
    void addResourceBlock(const QString &caption, const Mcp::ContentBlock &resource);
    void addReadButton(QVBoxLayout *layout, const QString &uri);
    void readResource(const QString &uri, QVBoxLayout *target, QPushButton *button);
    void showResourceContents(QVBoxLayout *target, const QList<Mcp::ContentBlock> &contents);
    void showStructured(const QString &title, const QJsonValue &value, bool check);
    void updateBanner();
    void updateRaw();

    QPointer<Mcp::Operation> m_op;
    QPointer<Mcp::McpSession> m_session;
    QJsonObject m_outputSchema;
    QJsonObject m_shownResult;
    Mcp::JsonRpcError m_shownError;
    bool m_shownAny = false;
    QStringList m_problems;
    QStringList m_partialUris;
    QSet<QString> m_partialSeen;
    qsizetype m_scannedSamples = 0;
    QTimer m_partialTimer;

    QLabel *m_banner = nullptr;
    QLabel *m_state = nullptr;
    QToolButton *m_rawButton = nullptr;
    QScrollArea *m_scroll = nullptr;
    QWidget *m_blocksWidget = nullptr;
    QVBoxLayout *m_blocks = nullptr;
    QVBoxLayout *m_partialLayout = nullptr;
    QGroupBox *m_partialBox = nullptr;
    QGroupBox *m_structuredBox = nullptr;
    QTreeWidget *m_tree = nullptr;
    QLabel *m_problemsLabel = nullptr;
    QPlainTextEdit *m_raw = nullptr;
};
