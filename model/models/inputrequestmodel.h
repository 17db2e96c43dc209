// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QPointer>

#include "models/roles.h"
#include "models/titledtablemodel.h"
#include "operations/operationmanager.h"

namespace Mcp {

/*!
 * The prompts waiting for a person, across all operations: the inbox (columns: InputColumn; roles: RequestRole,
 * RequestKindRole, OperationIdRole, ServerNameRole, SortRole). A row goes as soon as its request is answered,
 * cancelled (by the server, or a lost link) or destroyed.
 */
class InputRequestModel final : public TitledTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InputRequestModel)
public:
    /*! What a prompt asks for. */
    enum class Kind
    {
        ElicitationForm, /*!< `elicitation/create`, form mode: fill in a form */
        ElicitationUrl, /*!< `elicitation/create`, url mode: open a page */
        Sampling, /*!< `sampling/createMessage`: an LLM completion */
        Other /*!< anything else a server asks */
    };
    Q_ENUM(Kind)

    /*! Creates an empty model. */
    explicit InputRequestModel(QObject *parent = nullptr);
    ~InputRequestModel() override;

    /*! Shows the open prompts of \a manager (not owned; null: none), then follows inputRequested(). */
    void setManager(OperationManager *manager);
    /*! The manager shown, or null. */
    OperationManager *manager() const { return m_manager; }

    /*! Adds \a request (not owned) asked for \a op (may be null); ignored when closed or already shown. */
    void addRequest(IncomingRequest *request, Operation *op = nullptr);

    /*! The request of \a index's row, or null. */
    IncomingRequest *request(const QModelIndex &index) const;
    /*! The request of \a row, or null. */
    IncomingRequest *requestAt(int row) const;
    /*! The row of \a request, or -1. */
    int rowOf(const IncomingRequest *request) const;

    /*! Number of open prompts (the inbox badge). */
    int count() const { return int(m_rows.size()); }

    /*! The kind of \a request, from its method and `mode`. */
    static Kind kindOf(const IncomingRequest *request);
    /*! Words for \a kind: "Elicitation form", "Elicitation URL", "Sampling", "Request". */
    static QString kindText(Kind kind);

    /*! \reimp */
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    /*! \reimp */
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

signals:
    /*! count() changed to \a count. */
    void countChanged(int count);

private:
    struct Row
    {
        QPointer<IncomingRequest> request;
        const IncomingRequest *key = nullptr; // identity, usable while the request is being destroyed
        QString operationId;
        QString tool;
        QString server;
        QString message;
        QString detail; // the URL of a url-mode elicitation, for the tooltip
        Kind kind = Kind::Other;
        qint64 receivedMs = 0;
    };
    void removeRequest(const IncomingRequest *request);
    void clear();

    QPointer<OperationManager> m_manager;
    QList<Row> m_rows;
};

} // namespace Mcp
