// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "elicitationform.h"

#include <QVBoxLayout>

#include "schemaform.h"

ElicitationForm::ElicitationForm(QWidget *parent)
    : QWidget(parent)
    , m_form(new SchemaForm(SchemaForm::Profile::Elicitation, this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_form);
    connect(m_form, &SchemaForm::changed, this, &ElicitationForm::contentChanged);
}

ElicitationForm::ElicitationForm(const QJsonObject &requestedSchema, QWidget *parent)
    : ElicitationForm(parent)
{
    setSchema(requestedSchema);
}

ElicitationForm::~ElicitationForm() = default;

void ElicitationForm::setSchema(const QJsonObject &requestedSchema)
{
    m_form->setSchema(requestedSchema);
}

QJsonObject ElicitationForm::schema() const
{
    return m_form->schema();
}

QJsonObject ElicitationForm::content() const
{
    return m_form->value();
}

void ElicitationForm::setContent(const QJsonObject &content)
{
    m_form->setValue(content);
}

QStringList ElicitationForm::problems() const
{
    return m_form->problems();
}

void ElicitationForm::revealProblems()
{
    m_form->revealProblems();
}

QWidget *ElicitationForm::editor(const QString &name) const
{
    return m_form->editor(name);
}

QString ElicitationForm::fieldMessage(const QString &name) const
{
    return m_form->fieldMessage(name);
}

QStringList ElicitationForm::fieldNames() const
{
    return m_form->fieldNames();
}
